import type { JournalReplaySnapshot } from './journalReplay.machine'

/** The chosen event's index, or null while none is chosen. */
export const selectPosition = (snapshot: JournalReplaySnapshot) => snapshot.context.position

export const selectCount = (snapshot: JournalReplaySnapshot) => snapshot.context.count

/** Which moves lead somewhere from here: the replay control enables exactly these. */
export const selectMoves = (snapshot: JournalReplaySnapshot) => ({
  first: snapshot.can({ type: 'replay.first' }),
  previous: snapshot.can({ type: 'replay.previous' }),
  next: snapshot.can({ type: 'replay.next' }),
  last: snapshot.can({ type: 'replay.last' }),
})

/**
 * Where the chosen event is after its list changed: its index in the new list, or null when the
 * new list leaves it out.
 */
export function positionAfterChange(keys: readonly number[], chosen: number | null) {
  if (chosen === null) return null
  const index = keys.indexOf(chosen)
  return index === -1 ? null : index
}
