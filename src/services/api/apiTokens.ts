import type {
  ApiTokenList,
  CreateApiTokenRequest,
  CreatedApiToken,
} from '../../contract/api-tokens'
import type { MessageResponse } from '../../contract/errors'
import { teamPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

/** The caller's API tokens for the current team (spec §7 Teams: tokens). */
export function createApiTokensApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery, signal?: AbortSignal) =>
      v1.get<ApiTokenList>(teamPaths.tokens, { query: { ...query }, signal }),
    /** The answer holds the secret, shown this once. */
    create: (body: CreateApiTokenRequest, signal?: AbortSignal) =>
      v1.post<CreatedApiToken>(teamPaths.tokens, body, { signal }),
    revoke: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(teamPaths.token, { id }), { signal }),
  }
}

export type ApiTokensApi = ReturnType<typeof createApiTokensApi>
