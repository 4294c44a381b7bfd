import { inArray, sql } from 'drizzle-orm'
import { resourcePaths } from '../../../src/contract/routes'
import {
  smsCampaignListQuery,
  smsCampaignRequest,
  smsCampaignUpdateRequest,
} from '../../../src/contract/sms-campaign'
import { refusalOf } from '../../../src/machines/campaignLifecycle'
import type { Database } from '../db/connect'
import { smsCampaigns } from '../db/schema'
import type { Actor } from '../domain/activity/record'
import {
  appendLifecycleEvents,
  type CampaignRow,
  campaignNotFound,
  foldCampaign,
  LifecycleRefusal,
  lockCampaign,
} from '../domain/campaigns/lifecycle'
import { presentCampaign } from '../domain/campaigns/present'
import { configurationOf } from '../domain/campaigns/readiness'
import { checkCampaignReferences } from '../domain/campaigns/references'
import { ApiError } from '../http/errors'
import { defineResource } from './define'

/** A delivery that is under way must be stopped before its campaign goes. */
const underWay: readonly string[] = ['scheduled', 'sending', 'paused']

/** Every edit re-runs is-ready and tells the lifecycle (which refuses it once the draft is sent). */
async function configure(tx: Database, campaign: CampaignRow, actor: Actor) {
  const configuration = await configurationOf(tx, campaign)
  const appended = await appendLifecycleEvents(
    tx,
    campaign,
    [{ type: 'campaign.configure', ...configuration }],
    { userId: actor.userId, name: actor.name },
  )
  return appended.campaign
}

/**
 * SMS campaigns (spec §7 SMS: campaigns CRUD). The engine serves the CRUD; the lifecycle
 * decides whether a campaign may still be edited or deleted. Commands: routes/sms/campaigns.ts.
 */
export const smsCampaignsResource = defineResource({
  path: resourcePaths.smsCampaigns,
  subjectType: 'sms_campaign',
  noun: { one: 'campaign', many: 'campaigns' },
  table: smsCampaigns,
  schemas: {
    create: smsCampaignRequest,
    update: smsCampaignUpdateRequest,
    query: smsCampaignListQuery,
  },
  sortColumns: {
    name: smsCampaigns.name,
    status: smsCampaigns.status,
    created_at: smsCampaigns.createdAt,
    updated_at: smsCampaigns.updatedAt,
  },
  filters: {
    status: (statuses) =>
      statuses.length === 0 ? sql`true` : inArray(smsCampaigns.status, statuses),
  },
  searchColumns: [smsCampaigns.name],
  prepare: checkCampaignReferences,
  afterCreate: (tx, _teamId, campaign, actor) => configure(tx, campaign, actor),
  async guardChange(db, teamId, row, action) {
    const campaign = await lockCampaign(db, row.id, teamId)
    if (!campaign) throw campaignNotFound()
    if (action === 'delete') {
      if (underWay.includes(campaign.status))
        throw new ApiError(409, `Stop the campaign before deleting it; it is ${campaign.status}.`, {
          status: campaign.status,
          lifecycle: campaign.lifecycle,
        })
      return
    }
    const reason = refusalOf(await foldCampaign(db, campaign.id), {
      type: 'campaign.configure',
      missing: [],
      recurring: false,
      feed: false,
    })
    if (reason !== null) throw new LifecycleRefusal(reason, campaign)
  },
  afterUpdate: (tx, _teamId, _before, campaign, actor) => configure(tx, campaign, actor),
  toValues: (input) => ({
    name: input.name,
    targets: input.targets,
    senderIds: input.sender_ids,
    textIds: input.text_ids,
    offerId: input.offer_id,
    trackingDomain: input.tracking_domain,
    routingPlanId: input.routing_plan_id,
    schedule: input.schedule,
    timeZone: input.time_zone,
    throttlePerMinute: input.throttle_per_minute,
    quietHours: input.quiet_hours,
  }),
  toRequest: (row) => ({
    name: row.name,
    targets: row.targets,
    sender_ids: row.senderIds,
    text_ids: row.textIds,
    offer_id: row.offerId,
    tracking_domain: row.trackingDomain,
    routing_plan_id: row.routingPlanId,
    schedule: row.schedule,
    time_zone: row.timeZone,
    throttle_per_minute: row.throttlePerMinute,
    quiet_hours: row.quietHours ?? null,
  }),
  present: presentCampaign,
  label: (row) => row.name,
})
