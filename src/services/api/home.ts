import type { HomeSummary } from '../../contract/home'
import { homePaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'

/** The home page's one call (GET home/summary). */
export function createHomeApi(api: HttpClient) {
  return {
    summary: (signal?: AbortSignal) => api.v1.get<HomeSummary>(homePaths.summary, { signal }),
  }
}
