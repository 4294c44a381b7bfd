import { and, eq, isNull } from 'drizzle-orm'
import type { CarrierAdapter, DeliveryReceipt } from '../../adapters/carrier/carrier'
import type { Database } from '../../db/connect'
import { hubMessages } from '../../db/schema'
import type { Clock } from '../clock'
import type { ConnectionManager } from '../smpp-connections/manager'
import { type HubMessageRow, refundHubMessage } from './accept'

/** A message's end as the client hears it in its receipt. */
export interface HubOutcome {
  message: HubMessageRow
  delivered: boolean
  error: string | null
}

export interface HubVendorOptions {
  db: Database
  clock: Clock
  /** The team's simulator (routes without a connection), as campaigns use it. */
  carrier: CarrierAdapter
  smppConnections: ConnectionManager
  /** Each message's end, once stored (and refunded when it failed). */
  onOutcome: (outcome: HubOutcome) => void
  onError: (error: Error) => void
}

const keyOf = (connectionId: string | null | undefined, vendorId: string) =>
  `${connectionId ?? ''} ${vendorId}`

/**
 * The vendor side of hub traffic: hands an accepted message to its route's carrier (the route's
 * SMPP connection through the connection manager, else the simulator, as campaigns do), and
 * hears the receipts. A refusal, a vendor that cannot be reached, or a failed receipt fails the
 * message and refunds the client (a new ledger entry); a delivered receipt marks it delivered.
 * The vendor's receipt may come before its id is stored, so a receipt waits for that store.
 */
export function createHubVendor(options: HubVendorOptions) {
  const { db, clock } = options
  const storing = new Map<string, Promise<unknown>>()

  async function finish(message: HubMessageRow, delivered: boolean, error: string | null) {
    // The end and its refund are one write: a message is failed only with its money back.
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(hubMessages)
        .set({ status: delivered ? 'delivered' : 'failed', error, doneAt: clock() })
        .where(and(eq(hubMessages.id, message.id), isNull(hubMessages.doneAt)))
        .returning()
      if (row && !delivered) await refundHubMessage(tx, row)
      return row
    })
    // A repeated receipt finds the message ended: nothing more to do.
    if (done) options.onOutcome({ message: done, delivered, error })
  }

  async function send(message: HubMessageRow, text: string) {
    const submit = {
      submitKey: `hub:${message.id}`,
      from: message.source,
      to: message.destination,
      body: text,
      routeId: message.routeId,
    }
    let outcome: Awaited<ReturnType<CarrierAdapter['submit']>>
    try {
      outcome = message.connectionId
        ? await options.smppConnections.submit(message.connectionId, submit)
        : await options.carrier.submit(submit)
    } catch (error) {
      return finish(message, false, (error as Error).message)
    }
    if (!outcome.accepted) return finish(message, false, outcome.error)
    const key = keyOf(message.connectionId, outcome.carrierMessageId)
    const stored = db
      .update(hubMessages)
      .set({ status: 'sent', vendorMessageId: outcome.carrierMessageId, sentAt: clock() })
      .where(eq(hubMessages.id, message.id))
    storing.set(key, stored)
    try {
      await stored
    } finally {
      storing.delete(key)
    }
  }

  async function hear(receipt: DeliveryReceipt) {
    const connectionId = receipt.connectionId ?? null
    await storing.get(keyOf(connectionId, receipt.carrierMessageId))
    const [message] = await db
      .select()
      .from(hubMessages)
      .where(
        and(
          eq(hubMessages.vendorMessageId, receipt.carrierMessageId),
          connectionId === null
            ? isNull(hubMessages.connectionId)
            : eq(hubMessages.connectionId, connectionId),
        ),
      )
    // Not a hub message (a campaign's): the delivery engine's.
    if (!message) return
    await finish(message, receipt.status === 'delivered', receipt.error ?? null)
  }

  const listen = (receipt: DeliveryReceipt) => {
    hear(receipt).catch(options.onError)
  }
  const stops = [options.carrier.onReceipt(listen), options.smppConnections.onReceipt(listen)]

  return {
    /** Sends the accepted message; its end comes through `onOutcome`. */
    send(message: HubMessageRow, text: string) {
      send(message, text).catch(options.onError)
    },
    close() {
      for (const stop of stops) stop()
    },
  }
}

export type HubVendor = ReturnType<typeof createHubVendor>
