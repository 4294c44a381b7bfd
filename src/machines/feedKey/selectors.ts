import type { CopyTarget, FeedKeySnapshot } from './feedKey.machine'

export const selectIsLoadingKey = (snapshot: FeedKeySnapshot) => snapshot.hasTag('busy')

/** Why the key could not be read; null unless that is the state. */
export const selectKeyFailure = (snapshot: FeedKeySnapshot) =>
  snapshot.matches('failed') ? snapshot.context.message : null

/** The posting URL and key, once read. */
export function selectPosting(snapshot: FeedKeySnapshot) {
  const { postingUrl, secret } = snapshot.context
  if (!snapshot.matches('ready') || postingUrl === null || secret === null) return null
  return { postingUrl, secret }
}

export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed'

/** How the last copy went, and of what. */
export function selectCopy(snapshot: FeedKeySnapshot): {
  status: CopyStatus
  target: CopyTarget | null
} {
  const target = snapshot.context.copied
  if (snapshot.matches({ ready: 'copying' })) return { status: 'copying', target }
  if (snapshot.matches({ ready: 'copied' })) return { status: 'copied', target }
  if (snapshot.matches({ ready: 'copyFailed' })) return { status: 'failed', target }
  return { status: 'idle', target: null }
}
