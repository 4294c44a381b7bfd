import { fromPromise } from 'xstate'
import type { CreateApiTokenRequest, CreatedApiToken } from '../../contract/api-tokens'
import type { Result } from '../../contract/result'

export interface ApiTokenActorDeps {
  create(request: CreateApiTokenRequest, signal: AbortSignal): Promise<Result<CreatedApiToken>>
  /** Writes text to the clipboard (navigator.clipboard in the app). */
  writeClipboard(text: string): Promise<void>
}

export function createApiTokenActors(deps: ApiTokenActorDeps) {
  return {
    createToken: fromPromise<Result<CreatedApiToken>, CreateApiTokenRequest>(({ input, signal }) =>
      deps.create(input, signal),
    ),
    copySecret: fromPromise<void, { secret: string }>(({ input }) =>
      deps.writeClipboard(input.secret),
    ),
  }
}
