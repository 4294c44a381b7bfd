import type { ApiTokenList } from '../../contract/api-tokens'
import type { ApiResult } from '../../services/http/client'
import { apiTokensApi } from '../../services/teamApis'

/** The caller's API tokens in the current team: a loader, so a team switch loads them again. */
export async function loadApiTokens(
  page: number,
  signal: AbortSignal,
): Promise<ApiResult<ApiTokenList>> {
  return apiTokensApi.list({ page }, signal)
}
