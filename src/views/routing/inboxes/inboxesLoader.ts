import { pagination, type RoutingScope } from '../../../contract/constants'
import type {
  RateParserProfileList,
  RateSheetList,
  RateSheetResource,
  RateSheetRowList,
} from '../../../contract/rate-sheet'
import type { SmsRouteList } from '../../../contract/sms-route'
import type { ApiResult } from '../../../services/http/client'
import { inboxesApiOf, inboxRoutesApiOf } from './inboxesApi'
import type { InboxesSearch } from './inboxesSearch'

export interface InboxesData {
  sheets: ApiResult<RateSheetList>
  profiles: ApiResult<RateParserProfileList>
  /** The team's routes: the inboxes a sheet is uploaded to. */
  routes: ApiResult<SmsRouteList>
  /** The sheet under review (`?sheet=`) and its change set's page. */
  review: { sheet: ApiResult<RateSheetResource>; rows: ApiResult<RateSheetRowList> } | null
}

/**
 * The scope's received sheets, the team's parser profiles, the scope's routes, and the sheet
 * under review.
 */
export async function loadInboxes(
  scope: RoutingScope,
  search: InboxesSearch,
  signal: AbortSignal,
): Promise<InboxesData> {
  const inboxesApi = inboxesApiOf(scope)
  const [sheets, profiles, routes, review] = await Promise.all([
    inboxesApi.list(signal),
    inboxesApi.profiles(signal),
    inboxRoutesApiOf(scope).list({ per_page: pagination.maxItemsPerPage }, signal),
    search.sheet
      ? Promise.all([
          inboxesApi.show(search.sheet, signal),
          inboxesApi.rows(search.sheet, { page: search.page ?? 1, kind: search.kind }, signal),
        ]).then(([sheet, rows]) => ({ sheet, rows }))
      : null,
  ])
  return { sheets, profiles, routes, review }
}
