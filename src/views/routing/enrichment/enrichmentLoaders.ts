import type {
  HlrAnalytics,
  HlrLogList,
  MnpAnswerList,
  MnpRequestList,
} from '../../../contract/enrichment'
import type { ApiResult } from '../../../services/http/client'
import { segmentsApi } from '../../lists/recordChoices'
import { enrichmentApi } from './enrichmentApi'
import type { HlrSearch, MnpSearch } from './enrichmentSearch'

export interface MnpData {
  runs: ApiResult<MnpRequestList>
  answers: ApiResult<MnpAnswerList>
  segments: { id: string; name: string }[]
}

/** /sms/routing/routes/mnp: the latest runs, a page of cached answers and the segments to pick. */
export async function loadMnp(search: MnpSearch, signal: AbortSignal): Promise<MnpData> {
  const [runs, answers, segments] = await Promise.all([
    enrichmentApi.runs({ page: 1, per_page: 10 }, signal),
    enrichmentApi.answers(
      {
        page: search.page ?? 1,
        ...(search.ported ? { 'filter[ported]': String(search.ported === 'yes') } : {}),
      },
      signal,
    ),
    segmentsApi.list({ page: 1, per_page: 100, sort: 'name' }, signal),
  ])
  return {
    runs,
    answers,
    segments: segments.ok ? segments.data.data.map(({ id, name }) => ({ id, name })) : [],
  }
}

/** The analytics cover this many days up to today (UTC). */
export const analyticsDays = 30
const dayMs = 24 * 60 * 60 * 1000

export interface HlrData {
  logs: ApiResult<HlrLogList>
  analytics: ApiResult<HlrAnalytics>
}

/** /sms/routing/routes/hlr: a page of the lookup log and the last days' analytics. */
export async function loadHlr(search: HlrSearch, signal: AbortSignal): Promise<HlrData> {
  const now = Date.now()
  const day = (at: number) => new Date(at).toISOString().slice(0, 10)
  const [logs, analytics] = await Promise.all([
    enrichmentApi.logs(
      { page: search.page ?? 1, ...(search.status ? { 'filter[status]': search.status } : {}) },
      signal,
    ),
    enrichmentApi.analytics({ from: day(now - (analyticsDays - 1) * dayMs), to: day(now) }, signal),
  ])
  return { logs, analytics }
}
