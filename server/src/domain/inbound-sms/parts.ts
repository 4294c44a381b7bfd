import { asc, eq, lt, sql } from 'drizzle-orm'
import { inboundSms } from '../../../../src/contract/constants'
import type { InboundSms, InboundSmsPart } from '../../adapters/carrier/carrier'
import { decodeInbound } from '../../adapters/carrier/smpp/inbound'
import type { Database } from '../../db/connect'
import { inboundMessageParts } from '../../db/schema'
import { nothingStored, type StoredInbound, storedUnder, storeMessage } from './receive'

/**
 * The parts of a long message from a handset. Each part is stored (inbound_message_parts)
 * before the carrier is answered, as a whole message is, so a process that dies between two
 * parts loses none. The part that completes its set, in one transaction, deletes the set's
 * parts and stores the message their joined octets read as (storeMessage), so the message is
 * written once. The set is locked for that transaction (an advisory lock on its key): two
 * processes taking its last two parts at once see each other's, and one of them joins them. A
 * part heard again is a no-op: before its set is complete by its key and index, after by the
 * message's carrier ids (every id its parts came with is kept on the message's side, so a part
 * offered again in a later redelivery window still finds it).
 *
 * A set whose parts have not all come `inboundSms.incompleteSetExpiryMs` (contract constants) after its first one is stored as
 * what came (by the background work: expireIncompleteSets), so a reply whose last part the
 * carrier lost still reaches its team (its opt-out keyword, its automations), as it did when
 * the parts waited in memory.
 */

type PartRow = typeof inboundMessageParts.$inferSelect

const lockSet = (tx: Database, setKey: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${setKey}, 0))`)

const deleteSet = (tx: Database, setKey: string) =>
  tx.delete(inboundMessageParts).where(eq(inboundMessageParts.setKey, setKey)).returning()

/** The message a set's parts make: their octets joined in order, then read. */
function joined(parts: PartRow[], at: Date, redeliveryOf: readonly string[]): InboundSms {
  const ordered = [...parts].sort((a, b) => a.partIndex - b.partIndex)
  const [first] = ordered
  if (!first) throw new Error('A set of parts with no part')
  const ids = [...new Set([...ordered.map((part) => part.carrierMessageId), ...redeliveryOf])]
  return {
    carrierMessageId: first.carrierMessageId,
    redeliveryOf: ids.filter((id) => id !== first.carrierMessageId),
    from: first.fromNumber,
    fromNumbering: first.fromNumbering,
    to: first.toAddress,
    text: decodeInbound(first.dataCoding, Buffer.concat(ordered.map((part) => part.octets))),
    at,
  }
}

/** Stores a part of a long message, and the message once it is the last of its set to come. */
export function storeInboundPart(
  db: Database,
  heard: InboundSms & { part: InboundSmsPart },
): Promise<StoredInbound> {
  const { part } = heard
  return db.transaction(async (tx) => {
    await lockSet(tx, part.setKey)
    if (await storedUnder(tx, [heard.carrierMessageId, ...(heard.redeliveryOf ?? [])]))
      return nothingStored
    await tx
      .insert(inboundMessageParts)
      .values({
        setKey: part.setKey,
        partIndex: part.index,
        total: part.total,
        carrierMessageId: heard.carrierMessageId,
        fromNumber: heard.from,
        fromNumbering: heard.fromNumbering,
        toAddress: heard.to,
        dataCoding: part.dataCoding,
        octets: part.octets,
        receivedAt: heard.at,
      })
      .onConflictDoNothing()
    const [{ parts } = { parts: 0 }] = await tx
      .select({ parts: sql<number>`count(*)::int` })
      .from(inboundMessageParts)
      .where(eq(inboundMessageParts.setKey, part.setKey))
    if (parts < part.total) return nothingStored
    const message = joined(await deleteSet(tx, part.setKey), heard.at, heard.redeliveryOf ?? [])
    return storeMessage(tx, message)
  })
}

/**
 * Stores, as what came, the oldest set still incomplete `inboundSms.incompleteSetExpiryMs` after its
 * first part; answers what storing it did, or null when no set is that old.
 */
export function expireIncompleteSet(db: Database, now: Date): Promise<StoredInbound | null> {
  return db.transaction(async (tx) => {
    const [oldest] = await tx
      .select({ setKey: inboundMessageParts.setKey })
      .from(inboundMessageParts)
      .where(
        lt(
          inboundMessageParts.receivedAt,
          new Date(now.getTime() - inboundSms.incompleteSetExpiryMs),
        ),
      )
      .orderBy(asc(inboundMessageParts.receivedAt))
      .limit(1)
    if (!oldest) return null
    // The set's lock, not its rows', as storeInboundPart takes it: a part arriving meanwhile
    // waits, then starts a set of its own.
    await lockSet(tx, oldest.setKey)
    const parts = await deleteSet(tx, oldest.setKey)
    const last = parts.reduce<PartRow | undefined>(
      (latest, part) => (latest && latest.receivedAt >= part.receivedAt ? latest : part),
      undefined,
    )
    // Completed or expired by another process between the two reads: nothing left to store.
    if (!last) return nothingStored
    return storeMessage(tx, joined(parts, last.receivedAt, []))
  })
}
