import type { ApiResult } from '../../services/http/client'

/** Why a call failed, for people: the server's message, or the validation summary. */
export function failureMessage(result: Exclude<ApiResult<unknown>, { ok: true }>): string {
  return 'validation' in result ? result.validation.message : result.error.message
}

/** A call's answer, or an error that says why it failed (for the confirm dialog's action). */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(failureMessage(result))
  return result.data
}
