import type { CountryResource } from '../../../contract/countries'
import type { OfferList, OfferResource } from '../../../contract/offer'
import type { SenderIdList, SenderIdResource } from '../../../contract/sender-id'
import type { TextList, TextResource } from '../../../contract/sms-text'
import type { ApiResult } from '../../../services/http/client'
import { loadCountries, offersApi, senderIdsApi, textsApi } from './libraryApis'
import { type LibrarySearch, newRecord, tabOf } from './librarySearch'

/** The form the URL opens: an empty one, a record's (or why it could not be read), or none. */
export type Editing<Record> = typeof newRecord | ApiResult<Record> | null

interface Tab<Name, List, Record> {
  tab: Name
  list: ApiResult<List>
  editing: Editing<Record>
}

export type LibraryData =
  | Tab<'offers', OfferList, OfferResource>
  | (Tab<'sender-ids', SenderIdList, SenderIdResource> & { countries: CountryResource[] })
  | Tab<'texts', TextList, TextResource>

interface ResourceCalls<List, Record> {
  list: (query: { page: number }, signal: AbortSignal) => Promise<ApiResult<List>>
  show: (id: string, signal: AbortSignal) => Promise<ApiResult<Record>>
}

/** A page of the list, and the record named by `?edit=`: from the page when it is there. */
async function loadTab<List extends { data: Record[] }, Record extends { id: string }>(
  calls: ResourceCalls<List, Record>,
  search: LibrarySearch,
  signal: AbortSignal,
): Promise<{ list: ApiResult<List>; editing: Editing<Record> }> {
  const list = await calls.list({ page: search.page ?? 1 }, signal)
  const { edit } = search
  if (!edit) return { list, editing: null }
  if (edit === newRecord) return { list, editing: newRecord }
  const onPage = list.ok ? list.data.data.find((record) => record.id === edit) : undefined
  return { list, editing: onPage ? { ok: true, data: onPage } : await calls.show(edit, signal) }
}

/** The open tab's list (and form); the sender ids' also the countries they may be limited to. */
export async function loadLibrary(
  search: LibrarySearch,
  signal: AbortSignal,
): Promise<LibraryData> {
  const tab = tabOf(search)
  if (tab === 'offers') return { tab, ...(await loadTab(offersApi, search, signal)) }
  if (tab === 'texts') return { tab, ...(await loadTab(textsApi, search, signal)) }
  const [loaded, countries] = await Promise.all([
    loadTab(senderIdsApi, search, signal),
    loadCountries(signal),
  ])
  return { tab, ...loaded, countries: countries.ok ? countries.data.data : [] }
}
