import type { ApiTokenSnapshot } from './apiToken.machine'

export const selectIsCreating = (snapshot: ApiTokenSnapshot) => snapshot.hasTag('busy')

/** Field errors in the shape React Aria's `<Form validationErrors>` takes. */
export const selectTokenFieldErrors = (snapshot: ApiTokenSnapshot) => snapshot.context.fieldErrors

/** The form-wide message, and whether a retry may fix it. */
export function selectTokenAlert(
  snapshot: ApiTokenSnapshot,
): { kind: 'rejected' | 'failed'; message: string } | null {
  const { message } = snapshot.context
  if (message === null) return null
  if (snapshot.matches('failed')) return { kind: 'failed', message }
  if (snapshot.matches('rejected')) return { kind: 'rejected', message }
  return null
}

/** The secret to show, once; null when there is none to show. */
export function selectRevealedSecret(snapshot: ApiTokenSnapshot) {
  if (!snapshot.matches('revealed') || snapshot.context.secret === null) return null
  return { secret: snapshot.context.secret, tokenName: snapshot.context.tokenName ?? '' }
}

export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed'

export function selectCopyStatus(snapshot: ApiTokenSnapshot): CopyStatus {
  if (snapshot.matches({ revealed: 'copying' })) return 'copying'
  if (snapshot.matches({ revealed: 'copied' })) return 'copied'
  if (snapshot.matches({ revealed: 'copyFailed' })) return 'failed'
  return 'idle'
}
