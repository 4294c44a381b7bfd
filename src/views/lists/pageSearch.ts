/** `?page=`: the page of a list, from 1. */
export interface PageSearch {
  page?: number
}

/** A page that is not a whole number from 1 up is dropped (the first page is shown). */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = Number(search.page)
  return Number.isSafeInteger(page) && page >= 1 ? { page } : {}
}
