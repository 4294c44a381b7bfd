import { failureMessage, isRejection, type Result } from '../contract/result'

const unknownProblem = 'The request could not be completed.'

/**
 * Why a call did not succeed, for people: the answer's message when one came back as a value,
 * else the thrown error's (an invoked actor's onError), else a plain sentence.
 */
export function problemMessage(
  outcome?: Result<unknown>,
  error?: unknown,
  fallback = unknownProblem,
): string {
  if (outcome && !outcome.ok) return failureMessage(outcome)
  return (error as Error | undefined)?.message ?? fallback
}

/** What a form machine keeps of a 422: each field's messages and the summary. */
export function rejectionOf(outcome: Result<unknown>) {
  return isRejection(outcome)
    ? { fieldErrors: outcome.validation.errors, message: outcome.validation.message }
    : { fieldErrors: {}, message: problemMessage(outcome) }
}
