import { pagination } from '../../../contract/constants'
import type {
  RateParserProfileList,
  RateSheetList,
  RateSheetResource,
  RateSheetRowList,
} from '../../../contract/rate-sheet'
import type { SmsRouteList } from '../../../contract/sms-route'
import type { ApiResult } from '../../../services/http/client'
import { inboxesApi, inboxRoutesApi } from './inboxesApi'
import type { InboxesSearch } from './inboxesSearch'

export interface InboxesData {
  sheets: ApiResult<RateSheetList>
  profiles: ApiResult<RateParserProfileList>
  /** The team's routes: the inboxes a sheet is uploaded to. */
  routes: ApiResult<SmsRouteList>
  /** The sheet under review (`?sheet=`) and its change set's page. */
  review: { sheet: ApiResult<RateSheetResource>; rows: ApiResult<RateSheetRowList> } | null
}

/** The team's received sheets, its parser profiles and routes, and the sheet under review. */
export async function loadInboxes(
  search: InboxesSearch,
  signal: AbortSignal,
): Promise<InboxesData> {
  const [sheets, profiles, routes, review] = await Promise.all([
    inboxesApi.list(signal),
    inboxesApi.profiles(signal),
    inboxRoutesApi.list({ per_page: pagination.maxItemsPerPage }, signal),
    search.sheet
      ? Promise.all([
          inboxesApi.show(search.sheet, signal),
          inboxesApi.rows(search.sheet, { page: search.page ?? 1, kind: search.kind }, signal),
        ]).then(([sheet, rows]) => ({ sheet, rows }))
      : null,
  ])
  return { sheets, profiles, routes, review }
}
