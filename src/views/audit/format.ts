import type { JournalEntry, JournalStateValue } from '../../services/journal/entry'
import type { ReplayStep } from '../../services/journal/replay'

/** A state value as people read it: the active leaf states, `busy.light.on + busy.sound.quiet`. */
export function stateText(value: JournalStateValue | null): string {
  if (value === null) return '—'
  const leaves: string[] = []
  const walk = (below: JournalStateValue, prefix: string) => {
    if (typeof below === 'string') {
      leaves.push(prefix + below)
      return
    }
    for (const [key, child] of Object.entries(below)) walk(child, `${prefix}${key}.`)
  }
  walk(value, '')
  return leaves.join(' + ')
}

/** Who processed an event: its own id, and its session id when that differs. */
export function actorText(entry: Pick<JournalEntry, 'actor' | 'actorId'>): string {
  return entry.actorId === entry.actor ? entry.actor : `${entry.actorId} (${entry.actor})`
}

/** What the replay made of a step, in a sentence. */
export function replayVerdict(step: ReplayStep | undefined, reason: string | undefined): string {
  if (!step || step.outcome === 'skipped') {
    return `Not replayed${reason ? `: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}` : ''}.`
  }
  return step.outcome === 'same'
    ? 'Replaying the journal reaches the same state.'
    : `Replaying the journal reaches ${stateText(step.replayed?.state ?? null)} instead.`
}
