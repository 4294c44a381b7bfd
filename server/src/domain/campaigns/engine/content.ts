import { and, eq, inArray } from 'drizzle-orm'
import { campaignRequirements } from '../../../../../src/contract/sms-campaign'
import { usesOfferLink } from '../../../../../src/contract/sms-placeholders'
import campaignMessages from '../../../../../src/messages/campaigns/catalogue'
// The campaigns catalogue carries English only (the browser fetches one locale's words); the
// server words a failure in every locale at once, so it registers them all.
import '../../../../../src/messages/everyLocale'
import { missingText } from '../../../../../src/messages/campaigns/requirements'
import { translator } from '../../../../../src/messages/translate'
import type { Database } from '../../../db/connect'
import { offers, senderIds, type smsCampaigns, smsTexts } from '../../../db/schema'
import { serverWords, type Words } from '../../../http/words'

type CampaignRow = typeof smsCampaigns.$inferSelect

/** What every message of a run is made of: sender ids and texts in the campaign's order. */
export interface RunContent {
  senders: string[]
  texts: { id: string; body: string }[]
  /** The tracking domain links go through, when a text uses `{offer_link}`. */
  trackingDomain: string | null
}

/** Why a run cannot happen: what it lacks, in the requirements' words of each language. */
const cannotSend =
  (missing: string[]): Words =>
  (locale) =>
    serverWords(locale)('campaign.cannotSend', {
      missing: missingText(translator(campaignMessages, locale), locale, missing),
    })

/**
 * Reads the campaign's sender ids, texts and offer as they are now; words (the reason the run
 * cannot happen) when one it needs was deleted since it was sent.
 */
export async function contentOf(db: Database, campaign: CampaignRow): Promise<RunContent | Words> {
  const senderRows =
    campaign.senderIds.length === 0
      ? []
      : await db
          .select({ id: senderIds.id, value: senderIds.value })
          .from(senderIds)
          .where(
            and(eq(senderIds.teamId, campaign.teamId), inArray(senderIds.id, campaign.senderIds)),
          )
  const textRows =
    campaign.textIds.length === 0
      ? []
      : await db
          .select({ id: smsTexts.id, body: smsTexts.body })
          .from(smsTexts)
          .where(and(eq(smsTexts.teamId, campaign.teamId), inArray(smsTexts.id, campaign.textIds)))
  const missing: string[] = []
  if (senderRows.length === 0) missing.push(campaignRequirements.senderId)
  if (textRows.length === 0) missing.push(campaignRequirements.text)
  const linked = textRows.some((text) => usesOfferLink(text.body))
  if (linked) {
    const offer = campaign.offerId
      ? await db
          .select({ id: offers.id })
          .from(offers)
          .where(and(eq(offers.teamId, campaign.teamId), eq(offers.id, campaign.offerId)))
      : []
    if (offer.length === 0) missing.push(campaignRequirements.offer)
    if (!campaign.trackingDomain) missing.push(campaignRequirements.trackingDomain)
  }
  if (missing.length > 0) return cannotSend(missing)
  // In the campaign's order (its ids are kept sorted), so the rotation is the same every time.
  const order = (ids: string[]) => (id: string) => ids.indexOf(id)
  const senderOrder = order(campaign.senderIds)
  const textOrder = order(campaign.textIds)
  return {
    senders: senderRows
      .sort((a, b) => senderOrder(a.id) - senderOrder(b.id))
      .map((row) => row.value),
    texts: textRows.sort((a, b) => textOrder(a.id) - textOrder(b.id)),
    trackingDomain: linked ? campaign.trackingDomain : null,
  }
}
