import type { MessageResponse } from '../../contract/errors'
import type {
  RateParseRequest,
  RateParserProfileList,
  RateSheetList,
  RateSheetResource,
  RateSheetRowKind,
  RateSheetRowList,
} from '../../contract/rate-sheet'
import { rateSheetPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

/** A change set's page, and the kind it is filtered to. */
export interface RateSheetRowQuery {
  page: number
  kind?: RateSheetRowKind | undefined
}

/** The rate-sheet inbox and the rate parser (issue 17 item 5). */
export function createRateSheetsApi(api: HttpClient) {
  const { v1 } = api
  const sheet = (id: string) => fillPath(rateSheetPaths.inbox, { id })
  return {
    list: (signal?: AbortSignal) =>
      v1.get<RateSheetList>(rateSheetPaths.inboxes, { query: { per_page: 20 }, signal }),
    show: (id: string, signal?: AbortSignal) => v1.get<RateSheetResource>(sheet(id), { signal }),
    rows: (id: string, { page, kind }: RateSheetRowQuery, signal?: AbortSignal) =>
      v1.get<RateSheetRowList>(fillPath(rateSheetPaths.inboxRows, { id }), {
        query: { page, per_page: 50, 'filter[kind]': kind },
        signal,
      }),
    profiles: (signal?: AbortSignal) =>
      v1.get<RateParserProfileList>(rateSheetPaths.profiles, { query: { per_page: 100 }, signal }),
    parse: (body: RateParseRequest, signal?: AbortSignal) =>
      v1.post<RateSheetResource>(rateSheetPaths.parse, body, { signal }),
    apply: (id: string, signal?: AbortSignal) =>
      v1.post<RateSheetResource>(fillPath(rateSheetPaths.apply, { id }), {}, { signal }),
    remove: (id: string, signal?: AbortSignal) => v1.delete<MessageResponse>(sheet(id), { signal }),
  }
}

export type RateSheetsApi = ReturnType<typeof createRateSheetsApi>
