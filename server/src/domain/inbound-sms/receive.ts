import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { InboundSms } from '../../adapters/carrier/carrier'
import type { Database } from '../../db/connect'
import {
  campaignMessages,
  contactEngagements,
  contacts,
  inboundMessages,
  senderIds,
  teams,
  users,
} from '../../db/schema'
import { enterAutomations } from '../automations/engine/enter'
import { addStats } from '../campaigns/engine/stats'
import { countryOfNumber, e164Of } from './sender-number'
import { optsOut } from './words'

/** What storing a message from a handset did. */
export interface StoredInbound {
  id: string
  teamId: string | null
  contactId: string | null
  /** A campaign whose `replied` counter moved (its first reply to that message). */
  campaignId: string | null
  optedOut: boolean
  /** Journeys of `sms_replied` automations it started. */
  started: number
  /**
   * False when nothing changed: the carrier id was stored before (a message heard twice), or
   * the part of a long message waits for the rest (./parts.ts).
   */
  fresh: boolean
}

/** The ways our side of a conversation may be written: `+4915…`, `4915…`, or a sender id. */
function addressesOf(to: string): string[] {
  const digits = to.replace(/^\+/, '')
  return /^\d+$/.test(digits) ? [digits, `+${digits}`] : [to]
}

/**
 * The countries a national number sent to `to` may belong to, likeliest first: our number's
 * own country, then the countries of the teams' sender ids with that value, then the countries
 * their owners gave at onboarding.
 */
async function countriesOf(tx: Database, to: string): Promise<string[]> {
  const rows = await tx
    .select({
      countries: senderIds.countries,
      ownerCountry: sql<string | null>`${users.profile} ->> 'country'`,
    })
    .from(senderIds)
    .innerJoin(teams, eq(teams.id, senderIds.teamId))
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(inArray(senderIds.value, addressesOf(to)))
  const countries = [
    countryOfNumber(to),
    ...rows.flatMap((row) => row.countries),
    ...rows.map((row) => row.ownerCountry),
  ]
  return [...new Set(countries.filter((country): country is string => !!country))]
}

/** The handset's number in E.164 (as the carrier gave it when it reads as none). */
async function handsetNumber(tx: Database, message: InboundSms): Promise<string> {
  const international = message.fromNumbering === 'international' || message.from.startsWith('+')
  const countries = international ? [] : await countriesOf(tx, message.to)
  return e164Of(message.from, message.fromNumbering, countries) ?? message.from
}

/** The latest message the carrier took for `phone` from `to`: the conversation a reply answers. */
async function conversationOf(tx: Database, message: InboundSms) {
  const [latest] = await tx
    .select({
      id: campaignMessages.id,
      teamId: campaignMessages.teamId,
      campaignId: campaignMessages.campaignId,
    })
    .from(campaignMessages)
    .where(
      and(
        eq(campaignMessages.phone, message.from),
        inArray(campaignMessages.senderId, addressesOf(message.to)),
        isNotNull(campaignMessages.submittedAt),
      ),
    )
    .orderBy(desc(campaignMessages.submittedAt))
    .limit(1)
  return latest
}

/** Whether a message was stored under one of these carrier ids. */
export async function storedUnder(tx: Database, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false
  const [row] = await tx
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(inArray(inboundMessages.carrierMessageId, [...ids]))
    .limit(1)
  return row !== undefined
}

/** Nothing stored: a message heard before, or a part of one that waits for the rest. */
export const nothingStored: StoredInbound = {
  id: '',
  teamId: null,
  contactId: null,
  campaignId: null,
  optedOut: false,
  started: 0,
  fresh: false,
}

/**
 * Stores a message from a handset, in one transaction, once (by its carrier id, or an earlier
 * one it had: `redeliveryOf`), its number read to E.164 (`handsetNumber`): the row (kept even when no team sent
 * to that number), and for a team's contact the effects of a reply: an opt-out keyword makes an
 * active contact unsubscribed, the answered message gets its `replied_at` (and its campaign's
 * `replied` counter moves, once per message), the contact a `replied` engagement (segments
 * read it), and `sms_replied` automations start. The caller kicks the background work and
 * pushes the campaign's stats.
 */
export function storeInbound(db: Database, heard: InboundSms): Promise<StoredInbound> {
  return db.transaction(async (tx) => {
    if (await storedUnder(tx, heard.redeliveryOf ?? [])) return nothingStored
    return storeMessage(tx, heard)
  })
}

/** storeInbound's work inside the caller's transaction (./parts.ts stores a joined message). */
export async function storeMessage(tx: Database, heard: InboundSms): Promise<StoredInbound> {
  const message = { ...heard, from: await handsetNumber(tx, heard) }
  const conversation = await conversationOf(tx, message)
  const teamId = conversation?.teamId ?? null
  const [contact] = teamId
    ? await tx
        .select({ id: contacts.id, status: contacts.status })
        .from(contacts)
        .where(and(eq(contacts.teamId, teamId), eq(contacts.phone, message.from)))
    : []
  const optedOut = optsOut(message.text) && contact?.status === 'active'
  const [row] = await tx
    .insert(inboundMessages)
    .values({
      teamId,
      contactId: contact?.id ?? null,
      conversationMessageId: conversation?.id ?? null,
      carrierMessageId: message.carrierMessageId,
      fromNumber: message.from,
      toAddress: message.to,
      text: message.text,
      optedOut,
      receivedAt: message.at,
    })
    .onConflictDoNothing()
    .returning({ id: inboundMessages.id })
  const stored = {
    teamId,
    contactId: contact?.id ?? null,
    campaignId: null,
    optedOut,
    started: 0,
  }
  if (!row) return { ...stored, id: '', fresh: false }
  if (!conversation || !teamId) return { ...stored, id: row.id, fresh: true }
  const [firstReply] = await tx
    .update(campaignMessages)
    .set({ repliedAt: message.at })
    .where(and(eq(campaignMessages.id, conversation.id), isNull(campaignMessages.repliedAt)))
    .returning({ id: campaignMessages.id })
  const campaignId = firstReply ? conversation.campaignId : null
  if (campaignId) await addStats(tx, campaignId, { replied: 1 })
  if (!contact) return { ...stored, id: row.id, campaignId, fresh: true }
  if (optedOut)
    await tx
      .update(contacts)
      .set({ status: 'unsubscribed', updatedAt: message.at })
      .where(eq(contacts.id, contact.id))
  await tx.insert(contactEngagements).values({
    teamId,
    contactId: contact.id,
    event: 'replied',
    campaignId: conversation.campaignId,
    occurredAt: message.at,
  })
  const started = await enterAutomations(
    tx,
    teamId,
    { event: 'sms_replied', text: message.text },
    [contact.id],
    message.at,
  )
  return { ...stored, id: row.id, campaignId, started, fresh: true }
}
