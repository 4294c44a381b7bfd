import { z } from 'zod'

/** A machine's state value as the journal keeps it: a state name, or one value per region. */
export type JournalStateValue = string | { [region: string]: JournalStateValue }

const stateValueSchema: z.ZodType<JournalStateValue> = z.lazy(() =>
  z.union([z.string(), z.record(z.string(), stateValueSchema)]),
)

/** An event as recorded: JSON-safe (see encode.ts) and with its secrets redacted. */
const eventSchema = z.looseObject({ type: z.string().min(1) })

export const actorStatuses = ['active', 'done', 'error', 'stopped'] as const

export const journalEntrySchema = z.object({
  /** Position in the journal: increasing, never reused. */
  seq: z.number().int().positive(),
  /** When the actor had processed the event (epoch milliseconds). */
  time: z.number().int().nonnegative(),
  /** One page load: actor session ids are unique only within it. */
  run: z.string().min(1),
  /** The actor's session id, e.g. `x:4`. */
  actor: z.string().min(1),
  /** The actor's own id: its invoke or spawn id, else its session id. */
  actorId: z.string().min(1),
  /** The parent actor's session id, for invoked and spawned actors. */
  parent: z.string().min(1).optional(),
  /** Who sent the event (a session id); absent for events from outside the actor system. */
  source: z.string().min(1).optional(),
  /** The machine's id, the key of the machine registry. */
  machine: z.string().min(1),
  event: eventSchema,
  /** The state value after the event. */
  state: stateValueSchema,
  status: z.enum(actorStatuses),
})

export type JournalEntry = z.infer<typeof journalEntrySchema>
export type JournalEvent = JournalEntry['event']
/** An entry before the journal numbers it. */
export type JournalDraft = Omit<JournalEntry, 'seq'>

/** Groups the entries of one actor: `run/actor`. */
export const actorKeyOf = (entry: Pick<JournalEntry, 'run' | 'actor'>) =>
  `${entry.run}/${entry.actor}`
