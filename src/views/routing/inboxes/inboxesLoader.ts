import type {
  RateParserProfileList,
  RateSheetList,
  RateSheetResource,
  RateSheetRowList,
} from '../../../contract/rate-sheet'
import type { ApiResult } from '../../../services/http/client'
import { inboxesApi } from './inboxesApi'
import type { InboxesSearch } from './inboxesSearch'

export interface InboxesData {
  sheets: ApiResult<RateSheetList>
  profiles: ApiResult<RateParserProfileList>
  /** The sheet under review (`?sheet=`) and its change set's page. */
  review: { sheet: ApiResult<RateSheetResource>; rows: ApiResult<RateSheetRowList> } | null
}

/** The team's received sheets, its parser profiles, and the sheet under review. */
export async function loadInboxes(
  search: InboxesSearch,
  signal: AbortSignal,
): Promise<InboxesData> {
  const [sheets, profiles, review] = await Promise.all([
    inboxesApi.list(signal),
    inboxesApi.profiles(signal),
    search.sheet
      ? Promise.all([
          inboxesApi.show(search.sheet, signal),
          inboxesApi.rows(search.sheet, { page: search.page ?? 1, kind: search.kind }, signal),
        ]).then(([sheet, rows]) => ({ sheet, rows }))
      : null,
  ])
  return { sheets, profiles, review }
}
