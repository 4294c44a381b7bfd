import { sql } from 'drizzle-orm'
import type { DeliveryReceipt } from '../../../adapters/carrier/carrier'
import { campaignMessages } from '../../../db/schema'
import type { EngineDeps } from './deps'
import { engineLimits } from './limits'
import { addStats } from './stats'

interface ReceiptRow {
  /** Null for an automation's message: no campaign counts it. */
  campaign_id: string | null
  status: string
  /** The receipt's key (keyOf). */
  key: string
}

/** A receipt's message: its carrier id and the connection it came through ('' the default carrier). */
const keyOf = (receipt: DeliveryReceipt) =>
  `${receipt.connectionId ?? ''} ${receipt.carrierMessageId}`

/** `(carrier id, connection)` of each receipt, for a VALUES list or an IN list. */
const pairsOf = (receipts: DeliveryReceipt[]) =>
  sql.join(
    receipts.map((receipt) => sql`(${receipt.carrierMessageId}, ${receipt.connectionId ?? ''})`),
    sql`, `,
  )

/** The same key, written by the database from a message's columns. */
const messageKey = sql`coalesce(m.connection_id, '') || ' ' || m.carrier_message_id`

interface Waiting {
  receipt: DeliveryReceipt
  firstSeen: number
}

export interface ReceiptApplier {
  /**
   * Applies what has arrived now. The sending task calls it after recording each batch: the
   * batch's receipts, which came while it was being recorded, then find their messages.
   */
  applyWaiting(): Promise<void>
  /** Applies what has arrived, waits for the applying in flight, and stops. */
  close(): Promise<void>
}

/**
 * Applies the carrier's delivery receipts in batches: a submitted message becomes delivered or
 * failed once (a repeated receipt finds it final and changes nothing). A receipt matches the
 * message with its carrier id sent through the connection it came through (the default carrier's
 * receipts, messages sent by no connection): two vendors can issue the same id, and each one's
 * receipt is about its own message (an index on both). A receipt can overtake
 * the recording of its own submit; it waits (up to `receiptPatienceMs`) for the message to be
 * recorded as submitted.
 */
export function applyReceipts(deps: EngineDeps, report: (error: unknown) => void): ReceiptApplier {
  let waiting: Waiting[] = []
  let timer: NodeJS.Timeout | undefined
  let applying: Promise<void> = Promise.resolve()
  let closed = false

  const take = (receipt: DeliveryReceipt) => {
    waiting.push({ receipt, firstSeen: Date.now() })
    if (waiting.length >= engineLimits.receiptBatch) flushSoon(0)
    else flushSoon(engineLimits.receiptFlushMs)
  }
  // The default route's carrier and every vendor connection a routed message went by.
  const unsubscribes = [deps.carrier.onReceipt(take), deps.connections.onReceipt(take)]

  function flushSoon(delayMs: number) {
    if (closed || (timer && delayMs > 0)) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      applying = applying.then(flush).catch(report)
    }, delayMs)
    timer.unref()
  }

  async function flush() {
    const batch = waiting.slice(0, engineLimits.receiptBatch)
    waiting = waiting.slice(batch.length)
    if (batch.length === 0) return
    const applied = await applyBatch(batch.map((entry) => entry.receipt))
    const unknown = batch.filter((entry) => !applied.has(keyOf(entry.receipt)))
    // A message already final heard this receipt before (a repeat): dropped. One not recorded
    // as submitted yet (or recorded just now, after the update looked) waits for another try.
    const final =
      unknown.length === 0
        ? new Set<string>()
        : new Set(
            (
              (await deps.db.execute(sql`
                select ${messageKey} as key from ${campaignMessages} as m
                where (m.carrier_message_id, coalesce(m.connection_id, ''))
                        in (${pairsOf(unknown.map((entry) => entry.receipt))})
                  and m.status in ('delivered', 'failed')`)) as unknown as {
                rows: { key: string }[]
              }
            ).rows.map((row) => row.key),
          )
    const now = Date.now()
    waiting.push(
      ...unknown.filter(
        (entry) =>
          !final.has(keyOf(entry.receipt)) &&
          now - entry.firstSeen < engineLimits.receiptPatienceMs,
      ),
    )
    if (waiting.length > 0) flushSoon(engineLimits.receiptFlushMs * 10)
  }

  /** The keys (keyOf) of the receipts the batch applied (to a message submitted until now). */
  async function applyBatch(receipts: DeliveryReceipt[]): Promise<Set<string>> {
    const changed = new Set<string>()
    const touched = new Set<string>()
    await deps.db.transaction(async (tx) => {
      const values = sql.join(
        receipts.map(
          (receipt) =>
            sql`(${receipt.carrierMessageId}, ${receipt.connectionId ?? ''}, ${receipt.status}, ${receipt.error ?? null}, ${receipt.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )
      const result = await tx.execute(sql`
        update ${campaignMessages} as m
        set status = v.status, error = v.error,
            delivered_at = case when v.status = 'delivered' then v.at end,
            failed_at = case when v.status = 'failed' then v.at end
        from (values ${values}) as v(carrier_id, connection_id, status, error, at)
        where m.carrier_message_id = v.carrier_id
          and coalesce(m.connection_id, '') = v.connection_id and m.status = 'submitted'
        returning m.campaign_id, m.status, ${messageKey} as key`)
      const counts = new Map<string, { delivered: number; failed: number }>()
      for (const row of (result as unknown as { rows: ReceiptRow[] }).rows) {
        changed.add(row.key)
        if (row.campaign_id === null) continue
        const count = counts.get(row.campaign_id) ?? { delivered: 0, failed: 0 }
        if (row.status === 'delivered') count.delivered += 1
        else count.failed += 1
        counts.set(row.campaign_id, count)
      }
      for (const [campaignId, delta] of counts) {
        await addStats(tx, campaignId, delta)
        touched.add(campaignId)
      }
    })
    for (const id of touched) deps.stats.changed(id)
    return changed
  }

  return {
    applyWaiting() {
      clearTimeout(timer)
      timer = undefined
      applying = applying
        .then(async () => {
          while (waiting.length > 0) {
            const before = waiting.length
            await flush()
            // What is left waits for its submit's record: the next batch comes back for it.
            if (waiting.length >= before) break
          }
        })
        .catch(report)
      return applying
    },
    async close() {
      for (const unsubscribe of unsubscribes) unsubscribe()
      closed = true
      clearTimeout(timer)
      await applying
      if (waiting.length > 0) await flush().catch(report)
    },
  }
}
