import pg from 'pg'
import type { Subscription } from 'rxjs'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../server/src/db/connect'
import { eventPayloads } from '../../server/src/db/event-payloads'
import { type BusEvent, createEventBus, type EventBus } from '../../server/src/events/bus'
import { listenerApplicationName } from '../../server/src/events/postgres-listener'
import {
  notifyLimitBytes,
  startPostgresRelay,
  storedPayloadRetentionMs,
} from '../../server/src/events/postgres-relay'
import { createPostgresDatabase } from './support/test-server'

const postgresUrl = inject('postgresUrl')
const viewer = { userId: 'reader', teamId: 'team-1' }

const readAll = (updated: number): BusEvent => ({
  name: 'notifications.read_all',
  audience: { userId: viewer.userId },
  data: { team_id: viewer.teamId, read_at: '2026-01-01T00:00:00.000Z', updated },
})

const notification = (body: string): BusEvent => ({
  name: 'notification.created',
  audience: { userId: viewer.userId, teamId: viewer.teamId },
  data: {
    id: 'n-1',
    type: 'audience.import_finished',
    level: 'success',
    title: 'A long one',
    body,
    link: null,
    data: null,
    team_id: viewer.teamId,
    read_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
})

/** A bus over the shared database, as one server process has it, and what its viewer got. */
async function processBus(url: string, database: DatabaseHandle) {
  const errors: unknown[] = []
  const relay = await startPostgresRelay({
    connectionString: url,
    db: database.db,
    onError: (error) => errors.push(error),
  })
  const bus: EventBus = createEventBus(relay)
  const seen: BusEvent[] = []
  const subscription: Subscription = bus.eventsFor(viewer).subscribe((event) => seen.push(event))
  return {
    bus,
    seen,
    errors,
    async close() {
      subscription.unsubscribe()
      bus.close()
      await relay.close()
    },
  }
}

describe.skipIf(!postgresUrl)('the event bus between processes on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function twoProcesses() {
    const created = await createPostgresDatabase(postgresUrl ?? '')
    cleanups.push(created.drop)
    const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' })
    cleanups.push(() => database.close())
    await database.migrate()
    const a = await processBus(created.url, database)
    cleanups.push(a.close)
    const b = await processBus(created.url, database)
    cleanups.push(b.close)
    return { a, b, database, url: created.url }
  }

  it('delivers an event to the other process, and once (no echo) to its own', async () => {
    const { a, b } = await twoProcesses()
    a.bus.publish(readAll(1))
    a.bus.publish(readAll(2))
    await vi.waitFor(() => expect(b.seen).toEqual([readAll(1), readAll(2)]))
    // B's own event comes back to A; by then A's echoes would have arrived too.
    b.bus.publish(readAll(3))
    await vi.waitFor(() => expect(a.seen).toHaveLength(3))
    expect(a.seen).toEqual([readAll(1), readAll(2), readAll(3)])
    expect(b.seen).toEqual([readAll(1), readAll(2), readAll(3)])
    expect(a.errors).toEqual([])
  })

  it('sends an event over the NOTIFY limit by the id of a stored row, and prunes old rows', async () => {
    const { a, b, database } = await twoProcesses()
    const large = notification('é'.repeat(notifyLimitBytes))
    expect(Buffer.byteLength(JSON.stringify(large))).toBeGreaterThan(notifyLimitBytes)
    await database.db.insert(eventPayloads).values({
      event: readAll(0),
      createdAt: new Date(Date.now() - storedPayloadRetentionMs - 60_000),
    })
    a.bus.publish(large)
    a.bus.publish(readAll(1))
    await vi.waitFor(() => expect(b.seen).toHaveLength(2))
    expect(b.seen).toEqual([large, readAll(1)])
    expect(a.seen).toEqual([large, readAll(1)])
    const rows = await database.db.select().from(eventPayloads)
    expect(rows.map((row) => row.event)).toEqual([large])
  })

  it('still tells the other processes what is published after its own streams ended', async () => {
    const { a, b } = await twoProcesses()
    a.bus.close()
    a.bus.publish(readAll(1))
    await vi.waitFor(() => expect(b.seen).toEqual([readAll(1)]))
    expect(a.seen).toEqual([])
  })

  it('listens again after its connection is cut, and says so', async () => {
    const { a, b, url } = await twoProcesses()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    cleanups.push(() => admin.end())
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [listenerApplicationName],
    )
    expect(cut.rowCount).toBe(2)
    await vi.waitFor(() => expect(b.errors.length).toBeGreaterThan(0))
    // Events raised while B reconnects are not replayed: A keeps raising until B hears one.
    let sent = 0
    await vi.waitFor(
      () => {
        sent += 1
        a.bus.publish(readAll(sent))
        expect(b.seen.length).toBeGreaterThan(0)
      },
      { timeout: 15_000, interval: 100 },
    )
    expect(a.errors.length).toBeGreaterThan(0)
  })
})
