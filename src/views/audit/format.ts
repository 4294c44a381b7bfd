import type { Key } from '../../messages/audit/catalogue'
import type { Translate } from '../../messages/catalogue'
import type { JournalStateValue } from '../../services/journal/entry'
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

/**
 * What the replay made of a step, in a sentence. The reason a step was skipped comes from the
 * replay (services/journal, words for developers), set into the sentence as it is.
 */
export function replayVerdict(
  t: Translate<Key>,
  step: ReplayStep | undefined,
  reason: string | undefined,
): string {
  if (!step || step.outcome === 'skipped') {
    return reason
      ? t('verdict.notReplayedBecause', {
          reason: `${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
        })
      : t('verdict.notReplayed')
  }
  return step.outcome === 'same'
    ? t('verdict.same')
    : t('verdict.different', { state: stateText(step.replayed?.state ?? null) })
}
