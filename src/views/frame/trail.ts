import { areas } from './areas'
import { findPage, findSubPage, type Page } from './pages'
import type { PageKey } from './pageText'

export interface Crumb {
  /** A message of the frame catalogue (a blank page's, of frame-blank). */
  labelKey: PageKey
  /** Absent for the current page. */
  href?: string
}

type Params = Record<string, string | undefined>

/** Replaces `$id` and `$` in a route path with the values of the current match. */
export function fillPath(path: string, params: Params): string {
  const filled = path
    .replace(/\$id\b/g, params.id ?? '')
    .replace(/\/\$$/, params._splat ? `/${params._splat}` : '')
  return filled === '' ? '/' : filled
}

/** A splat page's own address: where its first sub-page is, whatever the splat opens now. */
const homeOf = (path: string, params: Params) => fillPath(path, { ...params, _splat: '' })

/** The pages above a page, nearest first, each with its address. */
export function ancestorsOf(page: Page, params: Params): { page: Page; href: string }[] {
  const ancestors: { page: Page; href: string }[] = []
  let parentPath = page.parent
  while (parentPath) {
    const parent = findPage(parentPath)
    if (!parent) break
    ancestors.push({ page: parent, href: homeOf(parentPath, params) })
    parentPath = parent.parent
  }
  return ancestors
}

/**
 * Where a page stands in its area's navigation: its own address, then its own page's (a splat
 * page's sub-page), then the pages above it, nearest first.
 */
export function standingOf(path: string, page: Page, params: Params): string[] {
  return [
    fillPath(path, params),
    homeOf(path, params),
    ...ancestorsOf(page, params).map(({ href }) => href),
  ]
}

/**
 * The breadcrumb trail of a page: its area (unless a page of the trail is the area's home), the
 * pages above it, itself, then the sub-page a splat opens.
 */
export function breadcrumbTrail(path: string, page: Page, params: Params): Crumb[] {
  const ancestors: Crumb[] = ancestorsOf(page, params)
    .reverse()
    .map(({ page: parent, href }) => ({ labelKey: parent.titleKey, href }))
  const area = areas[page.area]
  const home = homeOf(path, params)
  const areaCrumb: Crumb[] =
    area.home === home || ancestors.some((crumb) => crumb.href === area.home)
      ? []
      : [{ labelKey: area.labelKey, href: area.home }]
  const subPage = params._splat ? findSubPage(page, params._splat) : undefined
  const here: Crumb[] = subPage
    ? [{ labelKey: page.titleKey, href: home }, { labelKey: subPage.titleKey }]
    : [{ labelKey: page.titleKey }]
  return [...areaCrumb, ...ancestors, ...here]
}
