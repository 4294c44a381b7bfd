import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { InboundSms } from '../../adapters/carrier/carrier'
import type { Database } from '../../db/connect'
import { campaignMessages, contactEngagements, contacts, inboundMessages } from '../../db/schema'
import { enterAutomations } from '../automations/engine/enter'
import { addStats } from '../campaigns/engine/stats'
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
  /** False when the carrier id was stored before (a message heard twice): nothing changed. */
  fresh: boolean
}

/** The ways our side of a conversation may be written: `+4915…`, `4915…`, or a sender id. */
function addressesOf(to: string): string[] {
  const digits = to.replace(/^\+/, '')
  return /^\d+$/.test(digits) ? [digits, `+${digits}`] : [to]
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

/**
 * Stores a message from a handset, in one transaction: the row (kept even when no team sent
 * to that number), and for a team's contact the effects of a reply: an opt-out keyword makes an
 * active contact unsubscribed, the answered message gets its `replied_at` (and its campaign's
 * `replied` counter moves, once per message), the contact a `replied` engagement (segments
 * read it), and `sms_replied` automations start. The caller kicks the background work and
 * pushes the campaign's stats.
 */
export async function storeInbound(db: Database, message: InboundSms): Promise<StoredInbound> {
  return db.transaction(async (tx) => {
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
  })
}
