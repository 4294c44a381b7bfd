import { failureMessage, isRejection, type Result } from '../contract/result'

/**
 * A problem the client names itself, when no answer brought a message to show: a code, put into
 * words by the view that shows it (the `problem.*` messages of src/messages/common, read with
 * `useProblemText`). A message the server sent is shown as it came.
 */
export type ProblemCode =
  | 'problem.requestFailed'
  | 'problem.unreachable'
  | 'problem.unreadable'
  | 'problem.actionFailed'
  | 'problem.preferencesNotSaved'
  | 'problem.uploadOffline'
  | 'problem.uploadCancelled'
  | 'problem.fileTooLarge'
  | 'problem.fileUnreadable'

const requestFailed: ProblemCode = 'problem.requestFailed'

/** The thrown error's message (an invoked actor's onError), else the code that stands for it. */
export function errorMessage(error: unknown, fallback: ProblemCode): string {
  const message = (error as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' && message !== '' ? message : fallback
}

/**
 * Why a call did not succeed: the answer's message when one came back as a value, else the
 * thrown error's (an invoked actor's onError), else a problem code.
 */
export function problemMessage(
  outcome?: Result<unknown>,
  error?: unknown,
  fallback: string = requestFailed,
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
