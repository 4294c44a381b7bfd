import type { FormSnapshot } from './form.machine'

export const selectIsSubmitting = (snapshot: FormSnapshot) => snapshot.hasTag('busy')

/** Field errors in the shape React Aria's `<Form validationErrors>` takes. */
export const selectFieldErrors = (snapshot: FormSnapshot) => snapshot.context.fieldErrors

/** The form-wide message, and whether it reports a failure that a retry may fix. */
export function selectFormAlert(
  snapshot: FormSnapshot,
): { kind: 'rejected' | 'failed'; message: string } | null {
  const { message } = snapshot.context
  if (message === null) return null
  if (snapshot.matches('failed')) return { kind: 'failed', message }
  if (snapshot.matches('rejected')) return { kind: 'rejected', message }
  return null
}

export const selectHasSucceeded = (snapshot: FormSnapshot) => snapshot.matches('succeeded')
