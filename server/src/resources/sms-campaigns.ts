import { resourcePaths } from '../../../src/contract/routes'
import {
  smsCampaignListQuery,
  smsCampaignRequest,
  smsCampaignUpdateRequest,
} from '../../../src/contract/sms-campaign'
import { smsCampaigns } from '../db/schema'
import { campaignNotFound, smsLifecycleStore } from '../domain/campaigns/lifecycle'
import { presentCampaign } from '../domain/campaigns/present'
import { configurationOf } from '../domain/campaigns/readiness'
import { checkCampaignReferences } from '../domain/campaigns/references'
import { campaignLifecycleHooks, campaignList } from './campaign-edits'
import { defineResource } from './define'

/**
 * SMS campaigns (spec §7 SMS: campaigns CRUD). The engine serves the CRUD; the lifecycle
 * decides whether a campaign may still be edited or deleted. Commands: routes/sms/campaigns.ts.
 */
export const smsCampaignsResource = defineResource({
  path: resourcePaths.smsCampaigns,
  subjectType: 'sms_campaign',
  thing: 'campaign',
  table: smsCampaigns,
  schemas: {
    create: smsCampaignRequest,
    update: smsCampaignUpdateRequest,
    query: smsCampaignListQuery,
  },
  ...campaignList(smsCampaigns),
  prepare: checkCampaignReferences,
  ...campaignLifecycleHooks(smsLifecycleStore, configurationOf, campaignNotFound),
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
