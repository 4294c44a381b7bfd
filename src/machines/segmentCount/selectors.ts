import type { SegmentCountSnapshot } from './segmentCount.machine'

/** Whether the count is being followed (polled, or reset and waiting for its first step). */
export const selectIsRunning = (snapshot: SegmentCountSnapshot) => snapshot.hasTag('running')

export const selectIsResetting = (snapshot: SegmentCountSnapshot) => snapshot.hasTag('resetting')

export const selectProgress = (snapshot: SegmentCountSnapshot) => snapshot.context.progress

export const selectContactCount = (snapshot: SegmentCountSnapshot) => snapshot.context.contactCount

/** Whether following the count failed (the progress could not be read, or the reset sent). */
export const selectCountFailed = (snapshot: SegmentCountSnapshot) =>
  snapshot.matches({ following: 'failed' })

/** Why following the count failed, when the call said why. */
export const selectCountProblem = (snapshot: SegmentCountSnapshot) =>
  snapshot.matches({ following: 'failed' }) ? snapshot.context.message : null
