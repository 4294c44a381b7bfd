import { useCallback } from 'react'
import messages, { type Key } from '../../messages/audit/catalogue'
import type { Translate } from '../../messages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { actorKeyOf, type JournalEntry } from '../../services/journal/entry'
import type { ActorName } from './actorNames'

/** A machine's human name; a machine this version does not know (an older journal) by its id. */
export function machineText(t: Translate<Key>, machine: string): string {
  const key = `machine.${machine}`
  return key in messages.en ? t(key as Key) : machine
}

/** An actor as people read it: `Pagination of 100 items`, `Toast: Saved.`, `Form 2`, `Session`. */
export function actorText(t: Translate<Key>, name: ActorName): string {
  const machine = machineText(t, name.machine)
  const { about } = name
  if (!about) return machine
  if (about.kind === 'named') return t('actor.named', { machine, name: about.name })
  if (about.kind === 'items') return t('actor.items', { machine, count: about.count })
  return t('actor.ordinal', { machine, position: about.position })
}

/** Names each entry's actor in the interface locale, from the journal's `actorNames`. */
export function useActorText(names: ReadonlyMap<string, ActorName>) {
  const t = useMessages(messages)
  return useCallback(
    (entry: Pick<JournalEntry, 'run' | 'actor' | 'machine'>) =>
      actorText(t, names.get(actorKeyOf(entry)) ?? { machine: entry.machine, about: null }),
    [t, names],
  )
}

/** What `useActorText` gives: an entry's actor, named. */
export type ActorText = ReturnType<typeof useActorText>
