import { validatePageSearch } from '../../lists/pageSearch'

/** `?page=`, and the feed being edited or whose posting details are open. */
export interface FeedsSearch {
  page?: number
  edit?: string
  feed?: string
}

const idPattern = /^[A-Za-z0-9-]{1,64}$/

/** A value that looks like an id, or nothing (a hand-typed URL simply opens no panel). */
export const idParam = (value: unknown): string | undefined =>
  typeof value === 'string' && idPattern.test(value) ? value : undefined

export function validateFeedsSearch(search: Record<string, unknown>): FeedsSearch {
  const edit = idParam(search.edit)
  const feed = idParam(search.feed)
  return {
    ...validatePageSearch(search),
    ...(edit ? { edit } : {}),
    ...(feed ? { feed } : {}),
  }
}
