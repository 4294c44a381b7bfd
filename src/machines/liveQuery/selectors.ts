import type { LiveQuerySnapshot } from './liveQuery.machine'

/** Whether a newer answer is awaited (waiting for the edits to settle, or asked). */
export const selectIsUpdating = (snapshot: LiveQuerySnapshot) => snapshot.hasTag('updating')

/** The last answer, typed by its caller (the machine holds whatever `load` answered). */
export const selectAnswer = <Data>(snapshot: LiveQuerySnapshot) =>
  snapshot.context.data as Data | undefined

/** Why the last query failed, while that is the latest news. */
export const selectQueryProblem = (snapshot: LiveQuerySnapshot) =>
  snapshot.matches('failed') ? snapshot.context.message : null
