import type { MessageResponse } from '../../contract/errors'
import type {
  LivePhoneList,
  LivePhoneRequest,
  LivePhoneResource,
  LivePhoneToken,
  LiveStatusLogList,
  LiveTestList,
  LiveTestRequest,
  LiveTestResource,
  LiveTestSummary,
  LiveTestVerdict,
} from '../../contract/live-phone'
import { managementPaths as paths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const phonePath = `${paths.livePhones}/:id`

/** What the tests list is narrowed by (the /sms page's URL). */
export interface LiveTestFilters {
  page?: number
  route_id?: string
  verdict?: LiveTestVerdict
}

const filterQuery = ({ page, route_id, verdict }: LiveTestFilters) => ({
  ...(page ? { page } : {}),
  ...(route_id ? { 'filter[route_id]': route_id } : {}),
  ...(verdict ? { 'filter[verdict]': verdict } : {}),
})

/** The team's live phones and their tests (issue 18 item 8), under the management base. */
export function createLivePhonesApi(api: HttpClient) {
  const { management } = api
  return {
    list: (query: PageQuery, signal?: AbortSignal) =>
      management.get<LivePhoneList>(paths.livePhones, { query: { ...query }, signal }),
    create: (body: LivePhoneRequest, signal?: AbortSignal) =>
      management.post<LivePhoneResource>(paths.livePhones, body, { signal }),
    update: (id: string, body: Partial<LivePhoneRequest>, signal?: AbortSignal) =>
      management.put<LivePhoneResource>(fillPath(phonePath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      management.delete<MessageResponse>(fillPath(phonePath, { id }), { signal }),
    token: (id: string, signal?: AbortSignal) =>
      management.get<LivePhoneToken>(fillPath(paths.livePhoneToken, { id }), { signal }),
    sendTest: (id: string, body: LiveTestRequest, signal?: AbortSignal) =>
      management.post<LiveTestResource>(fillPath(paths.livePhoneTests, { id }), body, { signal }),
    tests: (filters: LiveTestFilters, signal?: AbortSignal) =>
      management.get<LiveTestList>(paths.liveTests, { query: filterQuery(filters), signal }),
    summary: (filters: LiveTestFilters, signal?: AbortSignal) =>
      management.get<LiveTestSummary>(paths.liveTestSummary, {
        query: filterQuery({ ...filters, page: undefined, verdict: undefined }),
        signal,
      }),
    statusLogs: (id: string, testId: string, signal?: AbortSignal) =>
      management.get<LiveStatusLogList>(fillPath(paths.livePhoneStatusLogs, { id }), {
        query: { 'filter[test_id]': testId, sort: 'at', per_page: 50 },
        signal,
      }),
  }
}

export type LivePhonesApi = ReturnType<typeof createLivePhonesApi>
