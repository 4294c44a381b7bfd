import { type PaginationLocale, paginationNumberingSystems } from '../../contract/constants'

export type PageItem =
  | { kind: 'page'; page: number; current: boolean }
  /** The ellipsis between the first or last page and the window; it jumps a window's width. */
  | { kind: 'jump'; direction: 'back' | 'forward'; page: number }

/**
 * The pages a pagination shows: a window of at most `maxPagesShown` pages around the current
 * one, plus the first and last page with a jump between them and the window when pages are
 * hidden there.
 */
export function pageWindow(page: number, pageCount: number, maxPagesShown: number): PageItem[] {
  const current = Math.min(Math.max(page, 1), pageCount)
  const width = Math.min(maxPagesShown, pageCount)
  const start = Math.min(Math.max(current - Math.floor((width - 1) / 2), 1), pageCount - width + 1)
  const end = start + width - 1
  const pageItem = (number: number): PageItem => ({
    kind: 'page',
    page: number,
    current: number === current,
  })

  const items: PageItem[] = []
  if (start > 1) {
    items.push(pageItem(1))
    if (start > 2) {
      items.push({ kind: 'jump', direction: 'back', page: Math.max(1, current - maxPagesShown) })
    }
  }
  for (let number = start; number <= end; number += 1) items.push(pageItem(number))
  if (end < pageCount) {
    if (end < pageCount - 1) {
      items.push({
        kind: 'jump',
        direction: 'forward',
        page: Math.min(pageCount, current + maxPagesShown),
      })
    }
    items.push(pageItem(pageCount))
  }
  return items
}

const formatters = new Map<PaginationLocale, Intl.NumberFormat>()

/** A page number in the locale's own digits (Arabic-Indic for ar, Persian for fa). */
export function formatPageNumber(page: number, locale: PaginationLocale): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      numberingSystem: paginationNumberingSystems[locale],
      useGrouping: false,
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(page)
}
