/**
 * Errors as values (spec §8): what every call returns and every machine reads. One shape, so a
 * machine's guard, a view's message and the HTTP client's wrappers agree on what a failure is.
 */

/** A 422 answer: the message and each field's messages. */
export interface ValidationBody {
  message: string
  errors: Record<string, string[]>
}

/** The server refused the values: a 422, shown at the fields. */
export interface Rejection {
  ok: false
  status: 422
  validation: ValidationBody
}

/** Any other failure: an HTTP status, or 0 when no answer came (offline, aborted). */
export interface Failure {
  ok: false
  status: number
  error: { message: string }
  /** The caller cancelled it: nothing to tell the user. */
  aborted?: boolean
}

export interface Success<T> {
  ok: true
  data: T
}

export type Result<T> = Success<T> | Rejection | Failure

/** Anything that did not succeed. */
export type Unsuccessful = Rejection | Failure

export const success = <T>(data: T): Success<T> => ({ ok: true, data })

export const failure = (message: string, status = 0): Failure => ({
  ok: false,
  status,
  error: { message },
})

export const isSuccess = <T>(result: Result<T>): result is Success<T> => result.ok

/** A 422 with its field messages. */
export const isRejection = (result: Result<unknown> | undefined): result is Rejection =>
  result !== undefined && !result.ok && result.status === 422 && 'validation' in result

export const isAborted = (result: Result<unknown> | undefined): boolean =>
  result !== undefined && !result.ok && 'aborted' in result && result.aborted === true

/** Why it failed, for people: the validation summary or the error's message. */
export function failureMessage(result: Unsuccessful): string {
  return 'validation' in result ? result.validation.message : result.error.message
}

/** Each field's messages of a 422 (none for any other failure). */
export function fieldErrorsOf(result: Unsuccessful): Record<string, string[]> {
  return 'validation' in result ? result.validation.errors : {}
}

/** The same result with its 422's field messages renamed or regrouped (other results as they are). */
export function withFieldErrors<R extends Result<unknown>>(
  result: R,
  map: (errors: Record<string, string[]>) => Record<string, string[]>,
): R {
  if (!isRejection(result)) return result
  return { ...result, validation: { ...result.validation, errors: map(result.validation.errors) } }
}

/** The data, or an Error that says why not (for callers that must throw, as a dialog's action). */
export function dataOrThrow<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(failureMessage(result))
  return result.data
}
