import { validatePageSearch } from '../../lists/pageSearch'

/** The library's tabs, in the order they are shown; the first is the default. */
export const libraryTabs = ['offers', 'sender-ids', 'texts'] as const
export type LibraryTab = (typeof libraryTabs)[number]

/** `?edit=new` opens an empty form rather than a record's. */
export const newRecord = 'new'

/** `?tab=`, `?page=` of its list, and the record whose form is open (`?edit=<id>` or `new`). */
export interface LibrarySearch {
  tab?: LibraryTab
  page?: number
  edit?: string
}

const idPattern = /^[A-Za-z0-9-]{1,64}$/

export const tabOf = (search: LibrarySearch): LibraryTab => search.tab ?? libraryTabs[0]

/** An unknown tab or a malformed id is dropped: the default tab, no form open. */
export function validateLibrarySearch(search: Record<string, unknown>): LibrarySearch {
  const tab = libraryTabs.find((known) => known === search.tab)
  const edit = typeof search.edit === 'string' && idPattern.test(search.edit) ? search.edit : null
  return {
    ...(tab ? { tab } : {}),
    ...validatePageSearch(search),
    ...(edit ? { edit } : {}),
  }
}
