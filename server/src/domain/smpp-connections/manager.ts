import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { smppConnectionLimits } from '../../../../src/contract/constants'
import type {
  SmppConnectionState,
  SmppSessionStatuses,
  SmppTestReceipt,
  SmppTestSmsRequest,
  SmppTestSmsResponse,
} from '../../../../src/contract/smpp-connection'
import type {
  CarrierAdapter,
  CarrierSubmit,
  DeliveryReceipt,
  SubmitOutcome,
} from '../../adapters/carrier/carrier'
import { createSimulator } from '../../adapters/carrier/simulator'
import {
  createSmppCarrier,
  type SmppCarrier,
  type SmppCarrierOptions,
  type SmppEvent,
} from '../../adapters/carrier/smpp/smpp-carrier'
import type { SimulatorConfig } from '../../config'
import type { Database } from '../../db/connect'
import { smppConnections } from '../../db/schema'
import type { EventBus } from '../../events/bus'
import type { Clock } from '../clock'
import { type SmppConnectionRow, settingsOf } from './settings'

/**
 * The connection manager: one SMPP client per active vendor connection, opened, reopened and
 * closed to match the stored settings (compared every `reconcileMs`, and on demand), each with
 * its TPS limit and window; the clients bind again with a growing wait (smpp-carrier.ts). What
 * each link does is written to its row (bound / reconnecting / down, the last error and since
 * when), which the list answers, and published to the team (`smpp_connection.status`). A
 * transmitter + receiver connection has two sessions, each written apart (`session_status`);
 * its `status` is the worse of the two. The teams' simulator connections share one local
 * simulator.
 *
 * Test messages (`testSms`) go through the connection's client; their receipts are kept
 * `testReceiptKeptMs` for `testReceipt` to answer, and published to the team as they come
 * (`smpp_connection.test_receipt`). The delivery engine submits a message whose route names a
 * connection through that connection's client (`submit`) and hears the other receipts through
 * `onReceipt`, each named with the connection it came through: two vendors may issue the same
 * message id, and a receipt is only about what was sent through its own connection.
 */
export interface ConnectionManager {
  /** Opens, reopens and closes clients to match the stored connections now. */
  reconcile(): Promise<void>
  /** Throws NotBound when the connection cannot take a message now. */
  testSms(row: SmppConnectionRow, message: SmppTestSmsRequest): Promise<SmppTestSmsResponse>
  /** The receipt of a test message sent through `connectionId`; undefined for an unknown one. */
  testReceipt(connectionId: string, messageId: string): SmppTestReceipt | undefined
  /**
   * Submits a message through an SMPP connection's client. Throws NotBound when the connection
   * cannot take a message now, and what the client throws when the vendor cannot be reached.
   */
  submit(connectionId: string, message: CarrierSubmit): Promise<SubmitOutcome>
  /**
   * Receipts of what `submit` sent (not of test messages), each with its `connectionId`; returns
   * the unsubscribe.
   */
  onReceipt(listener: (receipt: DeliveryReceipt) => void): () => void
  /**
   * Receipts of test messages, each with the connection it came through (a live phone's test
   * is one); returns the unsubscribe.
   */
  onTestReceipt(listener: (receipt: DeliveryReceipt & { connectionId: string }) => void): () => void
  close(): Promise<void>
}

/** The connection cannot take a message now: its state and last error say why. */
export class NotBound extends Error {
  constructor(
    readonly state: SmppConnectionState,
    readonly reason: string | null,
  ) {
    super(`The connection is ${state}${reason ? `: ${reason}` : ''}`)
  }
}

export interface ConnectionManagerOptions {
  db: Database
  appKey: string
  clock: Clock
  /** Where each change of a link's state and each test receipt is published. */
  events: EventBus
  simulator: SimulatorConfig
  /** @default smppConnectionLimits.reconcileMs */
  reconcileMs?: number
  /** Reconnect waits and timeouts of the clients (tests shorten them). */
  carrierOptions?: Omit<SmppCarrierOptions, 'clock' | 'tps' | 'onEvent'>
}

interface Held {
  carrier: SmppCarrier
  /** The settings' `updated_at` it was opened with: a later one reopens it. */
  version: number
  state: SmppConnectionState
  error: string | null
  /** Transmitter + receiver: each session's own state; null for a transceiver. */
  sessions: SmppSessionStatuses | null
}

/** From the best to the worst: a connection is as good as its worse session. */
const severity: SmppConnectionState[] = ['bound', 'connecting', 'reconnecting', 'down', 'disabled']

function worseOf(sessions: SmppSessionStatuses): [SmppConnectionState, string | null] {
  const { transmitter, receiver } = sessions
  const worse =
    severity.indexOf(receiver.state) > severity.indexOf(transmitter.state) ? receiver : transmitter
  return [worse.state, worse.error]
}

/** Which connection, and whose team hears about it. */
type Link = Pick<SmppConnectionRow, 'id' | 'teamId'>

interface TestMessage {
  connectionId: string
  teamId: string
  receipt: SmppTestReceipt['receipt']
  keptUntil: number
}

export function createConnectionManager(options: ConnectionManagerOptions): ConnectionManager {
  const { db, clock, events } = options
  const held = new Map<string, Held>()
  /** Test messages by their connection and carrier id (`testKey`). */
  const tests = new Map<string, TestMessage>()
  const testKey = (connectionId: string, messageId: string) => `${connectionId} ${messageId}`
  /** The connection of each test message sent through the shared simulator, by carrier id. */
  const simulated = new Map<string, string>()
  const simulator = createSimulator({ ...options.simulator, submitLog: undefined, replyRate: 0 })
  let closing = false
  let running: Promise<void> = Promise.resolve()

  const receiptListeners = new Set<(receipt: DeliveryReceipt) => void>()
  const testReceiptListeners = new Set<
    (receipt: DeliveryReceipt & { connectionId: string }) => void
  >()
  const keepReceipt = (connectionId: string, receipt: DeliveryReceipt) => {
    const test = tests.get(testKey(connectionId, receipt.carrierMessageId))
    if (!test) {
      for (const listener of receiptListeners) listener({ ...receipt, connectionId })
      return
    }
    test.receipt = {
      status: receipt.status,
      error: receipt.error ?? null,
      at: receipt.at.toISOString(),
    }
    for (const listener of testReceiptListeners) listener({ ...receipt, connectionId })
    events.publish({
      name: 'smpp_connection.test_receipt',
      audience: { teamId: test.teamId },
      data: {
        connection_id: test.connectionId,
        message_id: receipt.carrierMessageId,
        receipt: test.receipt,
      },
    })
  }
  // The simulator here only answers test messages: the engine's own carrier is the teams' simulator.
  simulator.onReceipt((receipt) => {
    const connectionId = simulated.get(receipt.carrierMessageId)
    if (connectionId) keepReceipt(connectionId, receipt)
  })

  let writes: Promise<unknown> = Promise.resolve()
  /**
   * Writes the state to the row, leaving `updated_at` (the settings' version) as it was, then
   * tells the team; one write after another, so the last state told is the one kept.
   */
  const store = (
    link: Link,
    state: SmppConnectionState,
    error: string | null,
    sessions: SmppSessionStatuses | null = null,
  ) => {
    writes = writes.then(() => write(link, state, error, sessions))
    return writes
  }
  const write = async (
    link: Link,
    state: SmppConnectionState,
    error: string | null,
    sessions: SmppSessionStatuses | null,
  ) => {
    const since = clock()
    try {
      await db
        .update(smppConnections)
        .set({
          status: state,
          statusError: error,
          statusSince: since,
          sessionStatus: sessions,
          updatedAt: sql`${smppConnections.updatedAt}`,
        })
        .where(eq(smppConnections.id, link.id))
    } catch (failure) {
      console.error(`SMPP connection ${link.id}: ${(failure as Error).message}`)
      return
    }
    events.publish({
      name: 'smpp_connection.status',
      audience: { teamId: link.teamId },
      data: { connection_id: link.id, status: { state, error, since: since.toISOString() } },
    })
  }

  const record = (
    link: Link,
    entry: Held | null,
    state: SmppConnectionState,
    error: string | null,
  ) => {
    if (entry) {
      if (entry.state === state && entry.error === error) return
      entry.state = state
      entry.error = error
    }
    void store(link, state, error)
  }

  const stateAfter = (
    was: SmppConnectionState,
    event: SmppEvent,
  ): [SmppConnectionState, string | null] => {
    if (event.type === 'bound') return ['bound', null]
    if (event.type === 'bindRefused') return ['down', event.error]
    const wasUp = was === 'bound' || was === 'reconnecting'
    return [wasUp ? 'reconnecting' : 'down', event.error]
  }

  /** One session of a transmitter + receiver connection changed: it, and the worse of the two. */
  const recordSession = (
    link: Link,
    entry: Held,
    sessions: SmppSessionStatuses,
    event: SmppEvent,
  ) => {
    const role = event.session ?? 'transmitter'
    const [state, error] = stateAfter(sessions[role].state, event)
    if (sessions[role].state === state && sessions[role].error === error) return
    const next = { ...sessions, [role]: { state, error, since: clock().toISOString() } }
    entry.sessions = next
    ;[entry.state, entry.error] = worseOf(next)
    void store(link, entry.state, entry.error, next)
  }

  function open(row: SmppConnectionRow) {
    const settings = settingsOf(row, options.appKey)
    if (!settings.ok) {
      if (row.status !== 'down' || row.statusError !== settings.error)
        record(row, null, 'down', settings.error)
      return
    }
    const since = clock().toISOString()
    const connecting = { state: 'connecting' as const, error: null, since }
    const entry: Held = {
      version: row.updatedAt.getTime(),
      state: 'connecting',
      error: null,
      sessions:
        row.bindMode === 'transmitter_receiver'
          ? { transmitter: connecting, receiver: connecting }
          : null,
      carrier: createSmppCarrier(settings.connection, {
        ...options.carrierOptions,
        clock,
        // The TPS limit is the submitting session's (the transmitter's in two sessions).
        tps: row.tps,
        onEvent: (event) =>
          entry.sessions
            ? recordSession(row, entry, entry.sessions, event)
            : record(row, entry, ...stateAfter(entry.state, event)),
      }),
    }
    entry.carrier.onReceipt((receipt) => keepReceipt(row.id, receipt))
    held.set(row.id, entry)
    void store(row, 'connecting', null, entry.sessions)
  }

  async function drop(id: string) {
    const entry = held.get(id)
    held.delete(id)
    await entry?.carrier.close()
  }

  async function reconcileNow() {
    const rows = await db.select().from(smppConnections).where(eq(smppConnections.kind, 'smpp'))
    const wanted = new Map(rows.map((row) => [row.id, row]))
    for (const id of [...held.keys()]) {
      const row = wanted.get(id)
      if (!row?.active || row.updatedAt.getTime() !== held.get(id)?.version) await drop(id)
    }
    for (const row of rows) {
      if (closing) return
      if (!row.active) {
        if (row.status !== 'disabled') record(row, null, 'disabled', null)
      } else if (!held.has(row.id)) open(row)
    }
    const now = clock().getTime()
    for (const [key, test] of tests)
      if (test.keptUntil < now) {
        tests.delete(key)
        simulated.delete(key.slice(test.connectionId.length + 1))
      }
  }

  const reconcile = () => {
    running = running.then(reconcileNow).catch((error: Error) => {
      console.error(`SMPP connections: ${error.message}`)
    })
    return running
  }

  const timer = setInterval(reconcile, options.reconcileMs ?? smppConnectionLimits.reconcileMs)
  timer.unref()
  void reconcile()

  async function submitThrough(carrier: CarrierAdapter, link: Link, message: SmppTestSmsRequest) {
    try {
      const outcome = await carrier.submit({
        submitKey: `test-sms-${randomUUID()}`,
        ...message,
        routeId: null,
      })
      if (!outcome.accepted) return { accepted: false as const, error: outcome.error }
      if (carrier === simulator) simulated.set(outcome.carrierMessageId, link.id)
      tests.set(testKey(link.id, outcome.carrierMessageId), {
        connectionId: link.id,
        teamId: link.teamId,
        receipt: null,
        keptUntil: clock().getTime() + smppConnectionLimits.testReceiptKeptMs,
      })
      return { accepted: true as const, message_id: outcome.carrierMessageId }
    } catch (error) {
      return { accepted: false as const, error: (error as Error).message }
    }
  }

  /** The bound client of an SMPP connection; NotBound when there is none now. */
  function boundCarrier(entry: Held | undefined, row?: SmppConnectionRow): SmppCarrier {
    if (!entry)
      throw new NotBound(row && !row.active ? 'disabled' : 'down', row?.statusError ?? null)
    if (!entry.carrier.isBound()) throw new NotBound(entry.state, entry.error)
    return entry.carrier
  }

  return {
    reconcile,
    async testSms(row, message) {
      if (row.kind === 'simulator') return submitThrough(simulator, row, message)
      if (!held.has(row.id)) await reconcile()
      return submitThrough(boundCarrier(held.get(row.id), row), row, message)
    },
    submit: async (connectionId, message) => boundCarrier(held.get(connectionId)).submit(message),
    onReceipt(listener) {
      receiptListeners.add(listener)
      return () => receiptListeners.delete(listener)
    },
    onTestReceipt(listener) {
      testReceiptListeners.add(listener)
      return () => testReceiptListeners.delete(listener)
    },
    testReceipt(connectionId, messageId) {
      const test = tests.get(testKey(connectionId, messageId))
      if (!test) return undefined
      return { message_id: messageId, receipt: test.receipt }
    },
    async close() {
      closing = true
      clearInterval(timer)
      await running
      await Promise.all([...held.keys()].map(drop))
      await simulator.close()
      await writes
    },
  }
}
