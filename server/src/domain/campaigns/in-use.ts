import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DeliveryStateName } from '../../../../src/contract/sms-campaign'
import type { Database } from '../../db/connect'
import { smsCampaigns } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'

/** A campaign in these states may still send, so what it sends with must stay. */
const unfinished: DeliveryStateName[] = ['draft', 'scheduled', 'sending', 'paused']

/** What a campaign names by id: its sender ids and texts (lists) and its offer. */
export type CampaignPart =
  | { column: 'sender_ids'; thing: 'senderId' }
  | { column: 'text_ids'; thing: 'text' }
  | { column: 'offer_id'; thing: 'offer' }

const uses = (part: CampaignPart, id: string) =>
  part.column === 'offer_id'
    ? eq(smsCampaigns.offerId, id)
    : sql`${part.column === 'sender_ids' ? smsCampaigns.senderIds : smsCampaigns.textIds} @> ${JSON.stringify([id])}::jsonb`

/**
 * Refuses (409) to delete a sender id, text or offer while an unfinished campaign uses it,
 * naming the campaigns: deleting it would leave a draft unready without saying why, or a
 * running campaign unable to send its next run.
 */
export async function refuseWhileCampaignsUse(
  db: Database,
  teamId: string,
  part: CampaignPart,
  id: string,
): Promise<void> {
  const users = await db
    .select({ name: smsCampaigns.name })
    .from(smsCampaigns)
    .where(
      and(
        eq(smsCampaigns.teamId, teamId),
        inArray(smsCampaigns.status, unfinished),
        uses(part, id),
      ),
    )
    .orderBy(smsCampaigns.name)
    .limit(4)
  if (users.length === 0) return
  const names = users
    .slice(0, 3)
    .map((campaign) => `"${campaign.name}"`)
    .join(', ')
  throw new ApiError(
    409,
    said('thing.inUse', {
      thing: part.thing,
      count: users.length,
      names,
      more: users.length > 3 ? 'yes' : 'no',
    }),
  )
}

/** Takes a deleted sender id or text off the finished campaigns that named it. */
export async function forgetInFinishedCampaigns(
  tx: Database,
  teamId: string,
  part: Extract<CampaignPart, { column: 'sender_ids' | 'text_ids' }>,
  id: string,
): Promise<void> {
  const column = part.column === 'sender_ids' ? smsCampaigns.senderIds : smsCampaigns.textIds
  await tx
    .update(smsCampaigns)
    .set({ [part.column === 'sender_ids' ? 'senderIds' : 'textIds']: sql`${column} - ${id}::text` })
    .where(and(eq(smsCampaigns.teamId, teamId), uses(part, id)))
}
