import { z } from 'zod'
import { campaignLimits } from './constants'
import { tagName } from './contact'
import { calendarMoment, id, requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { deliveryStates } from './sms-campaign-values'

/**
 * SMS campaigns (DOMAIN.md "Campaigns"): who receives it, from which sender ids, which text
 * variants, the offer and its tracking domain, when it goes out and how fast. Its status is the
 * fold of its stored lifecycle events (src/machines/campaignLifecycle); the columns shown here
 * are kept beside the events so lists filter and sort without folding.
 */

/** The lifecycle's regions (DOMAIN.md "Lifecycle"), as the API names their states. */
export { type DeliveryStateName, deliveryStates } from './sms-campaign-values'
export const recurrenceStates = ['none', 'active', 'stopped'] as const
export const feedStates = ['none', 'streaming', 'stopped'] as const

export const campaignLifecycle = z.object({
  delivery: z.enum(deliveryStates),
  recurrence: z.enum(recurrenceStates),
  feed: z.enum(feedStates),
})
export type CampaignLifecycleValue = z.infer<typeof campaignLifecycle>

/**
 * What is-ready names when it is missing, in the words the lifecycle's `missing` uses ("The
 * campaign is not ready: recipients, a text."). An offer and a tracking domain are needed only
 * when a text uses `{offer_link}`.
 */
export const campaignRequirements = {
  recipients: 'recipients',
  senderId: 'a sender id',
  text: 'a text',
  offer: 'an offer',
  trackingDomain: 'a tracking domain',
} as const

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** A wall-clock time, `HH:MM` on 24 hours. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, says('field.clockTime'))

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** An IANA time zone ('Europe/London'). */
export const timeZone = z.string().trim().max(64).refine(isTimeZone, says('field.timeZone'))

const uniqueSorted = <Item extends string>(items: Item[]) => [...new Set(items)].sort()

/**
 * Now; at an instant; or recurring on days at times, read in the campaign's time zone. A send
 * may still name its own time (POST …/send `{at}`).
 */
export const campaignSchedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('now') }),
  z.object({ kind: z.literal('at'), at: calendarMoment }),
  z.object({
    kind: z.literal('recurring'),
    days: z
      .array(z.enum(weekdays))
      .min(1)
      .max(weekdays.length * 2)
      .transform((days) => weekdays.filter((day) => days.includes(day))),
    times: z.array(clockTime).min(1).max(campaignLimits.maxRecurringTimes).transform(uniqueSorted),
  }),
])
export type CampaignSchedule = z.infer<typeof campaignSchedule>

/** No message goes out between `start` and `end` (the campaign's time zone; may span midnight). */
export const quietHours = z
  .object({ start: clockTime, end: clockTime })
  .refine((hours) => hours.start !== hours.end, {
    ...says('campaign.quietHoursEmpty'),
    path: ['end'],
  })

const idList = (max: number) => z.array(id).max(max).transform(uniqueSorted)

export const campaignTargets = z.object({
  segment_ids: idList(campaignLimits.maxTargetsPerKind).default([]),
  /** Tag names, as contacts carry them (case ignored, the team's spelling kept). */
  tags: z.array(tagName).max(campaignLimits.maxTargetsPerKind).default([]),
  feed_ids: idList(campaignLimits.maxTargetsPerKind).default([]),
})
export type CampaignTargets = z.infer<typeof campaignTargets>

/** A host name for tracked links (free text for now: the domains area will offer its own). */
const trackingDomain = text(253)
  .toLowerCase()
  .refine(
    (value) =>
      value === '' || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/.test(value),
    says('field.domainName'),
  )
  .nullable()
  .transform((value) => (value ? value : null))

const fields = {
  name: requiredText(campaignLimits.nameMaxLength),
  targets: campaignTargets,
  /** Sender ids (their ids), used in turn. */
  sender_ids: idList(campaignLimits.maxSenderIds),
  /** Texts (their ids): the variants recipients receive in turn. */
  text_ids: idList(campaignLimits.maxTexts),
  offer_id: id.nullable(),
  tracking_domain: trackingDomain,
  /** The routing plan the messages take; null: the team's default route. */
  routing_plan_id: id.nullable(),
  schedule: campaignSchedule,
  /** The zone recurring times and quiet hours are read in (teams have no time zone yet). */
  time_zone: timeZone,
  /** At most this many messages a minute; null: as fast as the routes take them. */
  throttle_per_minute: z.number().int().min(1).max(campaignLimits.maxThrottlePerMinute).nullable(),
  quiet_hours: quietHours.nullable(),
}

export const smsCampaignRequest = z.object({
  name: fields.name,
  targets: fields.targets.prefault({}),
  sender_ids: fields.sender_ids.default([]),
  text_ids: fields.text_ids.default([]),
  offer_id: fields.offer_id.default(null),
  tracking_domain: fields.tracking_domain.default(null),
  routing_plan_id: fields.routing_plan_id.default(null),
  schedule: fields.schedule.default({ kind: 'now' }),
  time_zone: fields.time_zone.default('UTC'),
  throttle_per_minute: fields.throttle_per_minute.default(null),
  quiet_hours: fields.quiet_hours.default(null),
})
export type SmsCampaignRequest = z.input<typeof smsCampaignRequest>

/** PUT: any of the fields; allowed while the campaign is a draft (409 otherwise). */
export const smsCampaignUpdateRequest = z.object({
  name: fields.name.optional(),
  targets: fields.targets.optional(),
  sender_ids: fields.sender_ids.optional(),
  text_ids: fields.text_ids.optional(),
  offer_id: fields.offer_id.optional(),
  tracking_domain: fields.tracking_domain.optional(),
  routing_plan_id: fields.routing_plan_id.optional(),
  schedule: fields.schedule.optional(),
  time_zone: fields.time_zone.optional(),
  throttle_per_minute: fields.throttle_per_minute.optional(),
  quiet_hours: fields.quiet_hours.optional(),
})
export type SmsCampaignUpdateRequest = z.input<typeof smsCampaignUpdateRequest>

const count = z.number().int().min(0)
export const campaignStats = z.object({
  queued: count,
  sent: count,
  delivered: count,
  failed: count,
  /** Queued, never submitted: the campaign stopped first (campaigns older than it have none). */
  cancelled: count.default(0),
  /**
   * Of `failed`, those the carrier refused at submit, so never `sent` (the rest failed on their
   * receipt, after they were sent). Campaigns older than it have none.
   */
  rejected: count.default(0),
  clicked: count,
  replied: count,
  /** Decimal strings in the team's currency. */
  cost: z.string(),
  revenue: z.string(),
})
export type CampaignStats = z.infer<typeof campaignStats>
export const zeroStats: CampaignStats = {
  queued: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  cancelled: 0,
  rejected: 0,
  clicked: 0,
  replied: 0,
  cost: '0.00',
  revenue: '0.00',
}

export const smsCampaignResource = z.object({
  id: z.string(),
  name: z.string(),
  /** Where its delivery is: the lifecycle's `delivery`, for lists and filters. */
  status: z.enum(deliveryStates),
  lifecycle: campaignLifecycle,
  /** What it lacks before it can be sent, as of its last edit (is-ready answers it afresh). */
  missing: z.array(z.string()),
  /** Why the delivery engine gave up, when it did. */
  failure: z.string().nullable(),
  /** Runs the delivery engine finished (a recurring campaign counts each). */
  runs: z.number().int().min(0),
  targets: z.object({
    segment_ids: z.array(z.string()),
    tags: z.array(z.string()),
    feed_ids: z.array(z.string()),
  }),
  sender_ids: z.array(z.string()),
  text_ids: z.array(z.string()),
  offer_id: z.string().nullable(),
  tracking_domain: z.string().nullable(),
  routing_plan_id: z.string().nullable(),
  schedule: campaignSchedule,
  time_zone: z.string(),
  throttle_per_minute: z.number().int().nullable(),
  quiet_hours: z.object({ start: z.string(), end: z.string() }).nullable(),
  stats: campaignStats,
  created_at: timestamp,
  updated_at: timestamp,
})
export type SmsCampaignResource = z.infer<typeof smsCampaignResource>

/**
 * `filter[status]=sending,paused`: any of the delivery states (empty: every state). SMS and
 * voice campaign lists both filter by it.
 */
export const deliveryStatusList = z
  .string()
  .max(200)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(deliveryStates)).max(deliveryStates.length))

export const smsCampaignListQuery = listQuery({
  sortable: ['name', 'status', 'created_at', 'updated_at'],
  defaultSort: '-created_at',
  filters: { status: deliveryStatusList.optional() },
})
export type SmsCampaignListQuery = z.infer<typeof smsCampaignListQuery>
export const smsCampaignList = listResponse(smsCampaignResource)
export type SmsCampaignList = z.infer<typeof smsCampaignList>

/**
 * POST sms/campaigns/audience: how many contacts the targets reach now (distinct by phone,
 * unsubscribed and invalid numbers left out), as the engine would expand them.
 */
export const campaignAudienceRequest = z.object({ targets: campaignTargets })
export type CampaignAudienceRequest = z.input<typeof campaignAudienceRequest>
export const campaignAudience = z.object({
  count: z.number().int().min(0),
  /** What one message part costs on the team's route: decimal text in `currency`. */
  part_price: z.string(),
  currency: z.string(),
})
export type CampaignAudience = z.infer<typeof campaignAudience>

/** GET sms/campaigns/{id}/is-ready: what is missing now. */
export const campaignReadiness = z.object({ ready: z.boolean(), missing: z.array(z.string()) })
export type CampaignReadiness = z.infer<typeof campaignReadiness>

/**
 * POST sms/campaigns/{id}/send: `at` in the future waits `scheduled` until then; in the past, or
 * now, it sends at once. Without `at` the schedule decides: now sends at once, at waits for its
 * time if still ahead, recurring waits for its first run.
 */
export const campaignSendRequest = z.object({
  at: calendarMoment.nullable().optional(),
})
export type CampaignSendRequest = z.input<typeof campaignSendRequest>

/** One stored lifecycle event: a command of a person (actor) or an outcome of the engine. */
export const campaignLogEntry = z.object({
  seq: z.number().int().min(1),
  /** `campaign.send`, `engine.runFinished`, … */
  type: z.string(),
  /** The event as stored, its `type` included. */
  event: z.record(z.string(), z.unknown()),
  /** Who commanded it; null for the delivery engine's outcomes. */
  actor: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  created_at: timestamp,
})
export type CampaignLogEntry = z.infer<typeof campaignLogEntry>

/** GET sms/campaigns/{id}/logs: oldest first unless `sort=-seq`. */
export const campaignLogListQuery = listQuery({
  sortable: ['seq'],
  defaultSort: 'seq',
  filters: {},
})
export type CampaignLogListQuery = z.infer<typeof campaignLogListQuery>
export const campaignLogList = listResponse(campaignLogEntry)
export type CampaignLogList = z.infer<typeof campaignLogList>
