import { fromPromise } from 'xstate'
import type { CreateApiTokenRequest } from '../../contract/api-tokens'
import type { TokenOutcome } from './apiToken.machine'

export interface ApiTokenActorDeps {
  create(request: CreateApiTokenRequest, signal: AbortSignal): Promise<TokenOutcome>
  /** Writes text to the clipboard (navigator.clipboard in the app). */
  writeClipboard(text: string): Promise<void>
}

export function createApiTokenActors(deps: ApiTokenActorDeps) {
  return {
    createToken: fromPromise<TokenOutcome, CreateApiTokenRequest>(({ input, signal }) =>
      deps.create(input, signal),
    ),
    copySecret: fromPromise<void, { secret: string }>(({ input }) =>
      deps.writeClipboard(input.secret),
    ),
  }
}
