import { randomUUID } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { Subject } from 'rxjs'
import type { Database } from '../db/connect'
import { eventPayloads } from '../db/event-payloads'
import type { BusEvent, EventRelay } from './bus'
import { listenToChannel } from './postgres-listener'

/** The NOTIFY channel every server process on one database listens to. */
export const eventChannel = 'switchboard_events'
/** PostgreSQL refuses a NOTIFY payload of this many bytes or more. */
export const notifyLimitBytes = 8000
/** A stored payload is kept this long: every listener reads it within moments. */
export const storedPayloadRetentionMs = 5 * 60_000

/** What one NOTIFY says: the event itself, or the id of its stored payload. */
type Envelope = { origin: string; event: BusEvent } | { origin: string; stored: string }

export interface PostgresRelayOptions {
  connectionString: string
  db: Database
  onError(error: unknown): void
}

/**
 * Carries the event bus between server processes on one PostgreSQL: every event published here
 * is sent with NOTIFY, and one dedicated connection LISTENs for the others'. Each process marks
 * its envelopes with its origin and skips its own (the bus delivered them locally already).
 * Sends and receipts keep their order; events raised while the listening connection is down are
 * not replayed (the stream's clients reload what they show when they reconnect).
 */
export async function startPostgresRelay(options: PostgresRelayOptions): Promise<EventRelay> {
  const { db, onError } = options
  const origin = randomUUID()
  const received = new Subject<BusEvent>()
  let sending = Promise.resolve()
  let receiving = Promise.resolve()
  let closed = false

  const notify = async (envelope: string) => {
    await db.execute(sql`select pg_notify(${eventChannel}, ${envelope})`)
  }

  async function send(event: BusEvent): Promise<void> {
    const inline = JSON.stringify({ origin, event } satisfies Envelope)
    if (Buffer.byteLength(inline) < notifyLimitBytes) return notify(inline)
    const [stored] = await db
      .insert(eventPayloads)
      .values({ event })
      .returning({ id: eventPayloads.id })
    if (!stored) throw new Error('The event payload was not stored')
    await notify(JSON.stringify({ origin, stored: stored.id } satisfies Envelope))
    await db
      .delete(eventPayloads)
      .where(
        lt(
          eventPayloads.createdAt,
          sql`now() - make_interval(secs => ${storedPayloadRetentionMs / 1000})`,
        ),
      )
  }

  async function receive(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope
    if (envelope.origin === origin) return
    if ('event' in envelope) {
      received.next(envelope.event)
      return
    }
    const [stored] = await db
      .select({ event: eventPayloads.event })
      .from(eventPayloads)
      .where(eq(eventPayloads.id, envelope.stored))
    // Missing only when this listener fell minutes behind and the row was pruned meanwhile.
    if (stored) received.next(stored.event)
  }

  const listener = await listenToChannel({
    connectionString: options.connectionString,
    channel: eventChannel,
    onPayload: (payload) => {
      receiving = receiving.then(() => receive(payload)).catch(onError)
    },
    onError,
  })

  return {
    send(event) {
      if (closed) return
      sending = sending.then(() => send(event)).catch(onError)
    },
    received: received.asObservable(),
    async close() {
      closed = true
      await listener.close()
      await Promise.all([sending, receiving])
      received.complete()
    },
  }
}
