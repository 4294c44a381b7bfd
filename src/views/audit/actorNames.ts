import { actorKeyOf, type JournalEntry } from '../../services/journal/entry'

/**
 * What an actor of the journal is about, read from what it was started with (its `xstate.init`
 * event's input) where its machine says something people recognise; else its place among the
 * actors of the same machine on that page load, when there are several.
 */
export type ActorAbout =
  | { kind: 'named'; name: string }
  | { kind: 'items'; count: number }
  | { kind: 'ordinal'; position: number }

/** An actor as people read it: its machine (translated by the view) and what it is about. */
export interface ActorName {
  machine: string
  about: ActorAbout | null
}

type Input = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** The machines whose input names what an actor is about. */
const readers: Record<string, (input: Input) => ActorAbout | undefined> = {
  campaignWizard: (input) => {
    const name = text((input.campaign as Input | undefined)?.name)
    return name ? { kind: 'named', name } : undefined
  },
  toast: (input) => {
    const name = text(input.title) ?? text(input.message)
    return name ? { kind: 'named', name } : undefined
  },
  pagination: (input) =>
    typeof input.totalItems === 'number' ? { kind: 'items', count: input.totalItems } : undefined,
}

const inputOf = (entry: JournalEntry): Input => {
  const input = entry.event.input
  return typeof input === 'object' && input !== null ? (input as Input) : {}
}

/** Every actor of the journal by `actorKeyOf`, named from its first entry. */
export function actorNames(entries: readonly JournalEntry[]): ReadonlyMap<string, ActorName> {
  const firsts = new Map<string, JournalEntry>()
  for (const entry of entries) {
    const key = actorKeyOf(entry)
    if (!firsts.has(key)) firsts.set(key, entry)
  }
  const siblings = new Map<string, string[]>()
  for (const [key, entry] of firsts) {
    const group = `${entry.run}/${entry.machine}`
    siblings.set(group, [...(siblings.get(group) ?? []), key])
  }
  const names = new Map<string, ActorName>()
  for (const [key, entry] of firsts) {
    const group = siblings.get(`${entry.run}/${entry.machine}`) ?? [key]
    const read =
      entry.event.type === 'xstate.init' ? readers[entry.machine]?.(inputOf(entry)) : undefined
    const about: ActorAbout | null =
      read ?? (group.length > 1 ? { kind: 'ordinal', position: group.indexOf(key) + 1 } : null)
    names.set(key, { machine: entry.machine, about })
  }
  return names
}
