import type {
  HlrAnalytics,
  HlrLogList,
  MnpAnswerList,
  MnpCount,
  MnpLookupRequest,
  MnpRequestList,
  MnpRequestResource,
} from '../../contract/enrichment'
import { enrichmentPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'

/** MNP and HLR enrichment: cached answers, counts and runs, the lookup log and its analytics. */
export function createEnrichmentApi(api: HttpClient) {
  const { v1 } = api
  /** A page, and the list's filters as `filter[name]` (src/contract/list.ts). */
  type Query = { page?: number; per_page?: number } & Record<`filter[${string}]`, string>
  return {
    answers: (query: Query, signal?: AbortSignal) =>
      v1.get<MnpAnswerList>(enrichmentPaths.mnpAnswers, { query: { ...query }, signal }),
    count: (body: MnpLookupRequest, signal?: AbortSignal) =>
      v1.post<MnpCount>(enrichmentPaths.mnpCount, body, { signal }),
    start: (body: MnpLookupRequest, signal?: AbortSignal) =>
      v1.post<MnpRequestResource>(enrichmentPaths.mnpStart, body, { signal }),
    runs: (query: { page?: number; per_page?: number }, signal?: AbortSignal) =>
      v1.get<MnpRequestList>(enrichmentPaths.mnpRequests, { query: { ...query }, signal }),
    logs: (query: Query, signal?: AbortSignal) =>
      v1.get<HlrLogList>(enrichmentPaths.hlrLogs, { query: { ...query }, signal }),
    analytics: (query: { from: string; to: string }, signal?: AbortSignal) =>
      v1.get<HlrAnalytics>(enrichmentPaths.hlrAnalytics, { query: { ...query }, signal }),
  }
}
