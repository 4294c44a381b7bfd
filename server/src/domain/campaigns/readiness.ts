import { and, eq, inArray } from 'drizzle-orm'
import { campaignRequirements } from '../../../../src/contract/sms-campaign'
import { offerLinkVariable } from '../../../../src/contract/sms-text'
import type { Database } from '../../db/connect'
import { offers, senderIds, type smsCampaigns, smsTexts } from '../../db/schema'

type CampaignRow = typeof smsCampaigns.$inferSelect

/** What the lifecycle needs to know of a draft: what it lacks, and whether it recurs or reads a feed. */
export interface CampaignConfiguration {
  missing: string[]
  recurring: boolean
  feed: boolean
}

/**
 * What a campaign lacks before it can be sent, read afresh from the team's data (a text or a
 * sender id deleted since the last edit counts as missing), in the lifecycle's words.
 */
export async function missingOf(db: Database, campaign: CampaignRow): Promise<string[]> {
  const missing: string[] = []
  const { segment_ids, tags, feed_ids } = campaign.targets
  if (segment_ids.length + tags.length + feed_ids.length === 0)
    missing.push(campaignRequirements.recipients)
  const senders =
    campaign.senderIds.length === 0
      ? []
      : await db
          .select({ id: senderIds.id })
          .from(senderIds)
          .where(
            and(eq(senderIds.teamId, campaign.teamId), inArray(senderIds.id, campaign.senderIds)),
          )
  if (senders.length === 0) missing.push(campaignRequirements.senderId)
  const texts =
    campaign.textIds.length === 0
      ? []
      : await db
          .select({ variables: smsTexts.variables })
          .from(smsTexts)
          .where(and(eq(smsTexts.teamId, campaign.teamId), inArray(smsTexts.id, campaign.textIds)))
  if (texts.length === 0) missing.push(campaignRequirements.text)
  if (texts.some((text) => text.variables.includes(offerLinkVariable))) {
    const offer = campaign.offerId
      ? await db
          .select({ id: offers.id })
          .from(offers)
          .where(and(eq(offers.teamId, campaign.teamId), eq(offers.id, campaign.offerId)))
      : []
    if (offer.length === 0) missing.push(campaignRequirements.offer)
    if (!campaign.trackingDomain) missing.push(campaignRequirements.trackingDomain)
  }
  return missing
}

export async function configurationOf(
  db: Database,
  campaign: CampaignRow,
): Promise<CampaignConfiguration> {
  return {
    missing: await missingOf(db, campaign),
    recurring: campaign.schedule.kind === 'recurring',
    feed: campaign.targets.feed_ids.length > 0,
  }
}
