import type { JournalEntry } from './entry'

/** What a journal screen asks for: filters, then one page. Every filter is optional. */
export interface JournalQuery {
  machine?: string
  run?: string
  /** An actor's session id (within `run`) or its own id. */
  actor?: string
  /** Part of the event type, any case: `toast.` finds every toast event. */
  eventType?: string
  /** Entries at or after this time (epoch ms). */
  from?: number
  /** Entries at or before this time (epoch ms). */
  to?: number
  /** @default 'asc' (oldest first) */
  order?: 'asc' | 'desc'
  /** @default 0 */
  offset?: number
  /** @default every entry */
  limit?: number
}

export interface JournalPage {
  entries: JournalEntry[]
  /** Entries matching the filters, on every page. */
  total: number
}

export function matchesQuery(entry: JournalEntry, query: JournalQuery): boolean {
  const eventType = query.eventType?.toLowerCase()
  return (
    (query.machine === undefined || entry.machine === query.machine) &&
    (query.run === undefined || entry.run === query.run) &&
    (query.actor === undefined || entry.actor === query.actor || entry.actorId === query.actor) &&
    (eventType === undefined || entry.event.type.toLowerCase().includes(eventType)) &&
    (query.from === undefined || entry.time >= query.from) &&
    (query.to === undefined || entry.time <= query.to)
  )
}

/** Filters, orders and pages entries (given in journal order). */
export function queryEntries(
  entries: readonly JournalEntry[],
  query: JournalQuery = {},
): JournalPage {
  const matching = entries.filter((entry) => matchesQuery(entry, query))
  if (query.order === 'desc') matching.reverse()
  const offset = Math.max(0, query.offset ?? 0)
  const end = query.limit === undefined ? undefined : offset + Math.max(0, query.limit)
  return { entries: matching.slice(offset, end), total: matching.length }
}

/** The values a screen offers as filters. */
export interface JournalFacets {
  machines: string[]
  runs: string[]
  eventTypes: string[]
}

export function facetsOf(entries: readonly JournalEntry[]): JournalFacets {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort()
  return {
    machines: sorted(entries.map((entry) => entry.machine)),
    runs: [...new Set(entries.map((entry) => entry.run))],
    eventTypes: sorted(entries.map((entry) => entry.event.type)),
  }
}
