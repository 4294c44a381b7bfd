/** `?page=`: the page of a list, from 1. */
export interface PageSearch {
  page?: number
}

/** A page that is not a whole number from 1 up is dropped (the first page is shown). */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = Number(search.page)
  return Number.isSafeInteger(page) && page >= 1 ? { page } : {}
}

const searchMaxLength = 200

/** `?q=`: a search text, trimmed and cut to a sane length; dropped when blank. */
export function validateTextSearch(search: Record<string, unknown>): { q?: string } {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, searchMaxLength) : ''
  return q ? { q } : {}
}
