import { and, eq, isNull } from 'drizzle-orm'
import { linkCodePattern } from '../../../../src/contract/tracked-link'
import type { Database } from '../../db/connect'
import { campaignMessages, contactEngagements, offers, smsCampaigns } from '../../db/schema'
import { enterAutomations } from '../automations/engine/enter'
import { addStats } from './engine/stats'

/** Where a tracked link leads, and whether this visit was the message's first click. */
export interface FollowedLink {
  url: string
  campaignId: string
  counted: boolean
}

/**
 * Resolves a tracked link's code to its campaign's offer. With `record`, the message's first
 * click is kept: `clicked_at` set, the campaign's `clicked` counter moved and the contact's
 * `clicked` engagement written (and link-click automations entered) in one transaction, led by an UPDATE that matches only while
 * `clicked_at` is empty, so two clicks at once count once. Null for an unknown code, or a
 * campaign whose offer is gone.
 */
export async function followLink(
  db: Database,
  code: string,
  options: { record: boolean; now: Date },
): Promise<FollowedLink | null> {
  if (!linkCodePattern.test(code)) return null
  const [link] = await db
    .select({
      messageId: campaignMessages.id,
      campaignId: smsCampaigns.id,
      url: offers.url,
    })
    .from(campaignMessages)
    .innerJoin(smsCampaigns, eq(smsCampaigns.id, campaignMessages.campaignId))
    .innerJoin(
      offers,
      and(eq(offers.id, smsCampaigns.offerId), eq(offers.teamId, smsCampaigns.teamId)),
    )
    .where(eq(campaignMessages.linkCode, code))
  if (!link) return null
  if (!options.record) return { url: link.url, campaignId: link.campaignId, counted: false }
  const counted = await db.transaction(async (tx) => {
    const clicked = await tx
      .update(campaignMessages)
      .set({ clickedAt: options.now })
      .where(and(eq(campaignMessages.id, link.messageId), isNull(campaignMessages.clickedAt)))
      .returning({ teamId: campaignMessages.teamId, contactId: campaignMessages.contactId })
    const [message] = clicked
    if (!message) return false
    await addStats(tx, link.campaignId, { clicked: 1 })
    // Segments' "clicked within N days" rules read it (the contact may be deleted since).
    if (message.contactId)
      await tx.insert(contactEngagements).values({
        teamId: message.teamId,
        contactId: message.contactId,
        event: 'clicked',
        campaignId: link.campaignId,
        occurredAt: options.now,
      })
    if (message.contactId)
      await enterAutomations(
        tx,
        message.teamId,
        { event: 'link_clicked', campaignId: link.campaignId },
        [message.contactId],
        options.now,
      )
    return true
  })
  return { url: link.url, campaignId: link.campaignId, counted }
}
