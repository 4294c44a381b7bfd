import type { Key as FrameKey } from '../../messages/frame/catalogue'
import { areas } from './areas'
import { findPage, type Page } from './pages'

export interface Crumb {
  /** A message of the frame catalogue. */
  labelKey: FrameKey
  /** Absent for the current page. */
  href?: string
}

/** Replaces `$id` and `$` in a route path with the values of the current match. */
export function fillPath(path: string, params: Record<string, string | undefined>): string {
  const filled = path
    .replace(/\$id\b/g, params.id ?? '')
    .replace(/\/\$$/, params._splat ? `/${params._splat}` : '')
  return filled === '' ? '/' : filled
}

/** The breadcrumb trail of a page: its area, the pages above it, then itself. */
export function breadcrumbTrail(
  path: string,
  page: Page,
  params: Record<string, string | undefined>,
): Crumb[] {
  const ancestors: Crumb[] = []
  let parentPath = page.parent
  while (parentPath) {
    const parent = findPage(parentPath)
    if (!parent) break
    ancestors.unshift({ labelKey: parent.titleKey, href: fillPath(parentPath, params) })
    parentPath = parent.parent
  }
  const area = areas[page.area]
  const here = fillPath(path, params)
  const areaCrumb: Crumb[] =
    area.home === here || ancestors.some((crumb) => crumb.href === area.home)
      ? []
      : [{ labelKey: area.labelKey, href: area.home }]
  return [...areaCrumb, ...ancestors, { labelKey: page.titleKey }]
}
