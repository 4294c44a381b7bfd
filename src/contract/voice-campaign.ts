import { z } from 'zod'
import { voiceLimits } from './constants'
import { timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import {
  campaignLifecycle,
  campaignSchedule,
  clockTime,
  deliveryStates,
  deliveryStatusList,
  weekdays,
} from './sms-campaign'

/**
 * Voice campaigns (DOMAIN.md "Campaigns"): an agent calls the contacts the targets reach, from
 * caller numbers in turn, inside a call window, so many calls at once, with retries. The same
 * lifecycle as SMS campaigns (src/machines/campaignLifecycle); its status is the fold of its
 * own stored events.
 */

/** What is-ready names when it is missing, in the lifecycle's words. */
export const voiceCampaignRequirements = {
  agent: 'an agent',
  callerNumber: 'a caller number',
  recipients: 'recipients',
} as const

/** How a call ended. Answered calls end `completed`; the others are what the retry policy reads. */
export const callOutcomes = ['answered', 'voicemail', 'no-answer', 'busy', 'failed'] as const
export type CallOutcome = (typeof callOutcomes)[number]
/** The outcomes a retry may follow. */
export const retryableOutcomes = ['no-answer', 'busy', 'failed'] as const
export type RetryableOutcome = (typeof retryableOutcomes)[number]

/**
 * A call's course: queued (waiting for its turn, the window or its retry time), dialing (taken
 * by a dialer), ringing, in-progress (answered), then completed (answered and hung up), or
 * ended with another outcome (`ended`), or cancelled (the campaign stopped before it was placed).
 */
export const callStatuses = [
  'queued',
  'dialing',
  'ringing',
  'in-progress',
  'completed',
  'ended',
  'cancelled',
] as const
export type CallStatus = (typeof callStatuses)[number]
/** The statuses of a call a dialer placed and has not heard the end of. */
export const activeCallStatuses = ['dialing', 'ringing', 'in-progress'] as const

/** Calls are placed only on these days, between start and end (the campaign's time zone). */
export const callWindow = z
  .object({
    days: z
      .array(z.enum(weekdays))
      .min(1)
      .max(weekdays.length * 2)
      .transform((days) => weekdays.filter((day) => days.includes(day))),
    start: clockTime,
    end: clockTime,
  })
  .refine((window) => window.start < window.end, {
    ...says('voiceCampaign.callWindowOrder'),
    path: ['end'],
  })
export type CallWindow = z.infer<typeof callWindow>
export const alwaysOpenWindow: CallWindow = { days: [...weekdays], start: '00:00', end: '23:59' }

export const retryPolicy = z.object({
  /** Calls per contact and run, the first included: 1 means no retry. */
  max_attempts: z.number().int().min(1).max(voiceLimits.maxAttempts),
  delay_minutes: z.number().int().min(0).max(voiceLimits.maxRetryDelayMinutes),
  on: z
    .array(z.enum(retryableOutcomes))
    .max(retryableOutcomes.length)
    .transform((outcomes) => retryableOutcomes.filter((outcome) => outcomes.includes(outcome))),
})
export type RetryPolicy = z.infer<typeof retryPolicy>
export const noRetries: RetryPolicy = { max_attempts: 1, delay_minutes: 0, on: [] }

const count = z.number().int().min(0)
export const voiceCampaignStats = z.object({
  /** Calls placed (each attempt counts). */
  calls: count,
  answered: count,
  /** Answered calls that ended. */
  completed: count,
  /** Calls that reached no one: no answer, busy or failed. */
  failed: count,
  voicemail: count,
  /** Talk time of answered calls, rounded up per call. */
  minutes: count,
  /** Decimal string. */
  cost: z.string(),
})
export type VoiceCampaignStats = z.infer<typeof voiceCampaignStats>
export const zeroVoiceStats: VoiceCampaignStats = {
  calls: 0,
  answered: 0,
  completed: 0,
  failed: 0,
  voicemail: 0,
  minutes: 0,
  cost: '0.00',
}

export const voiceCampaignResource = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(deliveryStates),
  lifecycle: campaignLifecycle,
  missing: z.array(z.string()),
  failure: z.string().nullable(),
  runs: z.number().int().min(0),
  agent_id: z.string().nullable(),
  caller_numbers: z.array(z.string()),
  targets: z.object({
    segment_ids: z.array(z.string()),
    tags: z.array(z.string()),
    feed_ids: z.array(z.string()),
  }),
  call_window: z.object({ days: z.array(z.enum(weekdays)), start: z.string(), end: z.string() }),
  time_zone: z.string(),
  max_concurrent_calls: z.number().int(),
  retry: z.object({
    max_attempts: z.number().int(),
    delay_minutes: z.number().int(),
    on: z.array(z.enum(retryableOutcomes)),
  }),
  schedule: campaignSchedule,
  stats: voiceCampaignStats,
  created_at: timestamp,
  updated_at: timestamp,
})
export type VoiceCampaignResource = z.infer<typeof voiceCampaignResource>

export const voiceCampaignListQuery = listQuery({
  sortable: ['name', 'status', 'created_at', 'updated_at'],
  defaultSort: '-created_at',
  filters: { status: deliveryStatusList.optional() },
})
export type VoiceCampaignListQuery = z.infer<typeof voiceCampaignListQuery>
export const voiceCampaignList = listResponse(voiceCampaignResource)
export type VoiceCampaignList = z.infer<typeof voiceCampaignList>

/**
 * POST voice/campaigns/{id}/stop/{mode}: `now` hangs up the calls in progress; `graceful` lets
 * them finish. Either way no new call is placed and the campaign is stopped at once.
 */
export const voiceStopModes = ['now', 'graceful'] as const
export type VoiceStopMode = (typeof voiceStopModes)[number]

export const voiceCallResource = z.object({
  id: z.string(),
  campaign_id: z.string(),
  run: z.number().int().min(0),
  direction: z.enum(['outbound', 'inbound']),
  from: z.string(),
  to: z.string(),
  agent_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  status: z.enum(callStatuses),
  outcome: z.enum(callOutcomes).nullable(),
  attempt: z.number().int().min(1),
  started_at: timestamp.nullable(),
  answered_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  duration_seconds: z.number().int().min(0).nullable(),
  cost: z.string(),
  created_at: timestamp,
})
export type VoiceCallResource = z.infer<typeof voiceCallResource>

const callStatusList = z
  .string()
  .max(200)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(callStatuses)).max(callStatuses.length))

/** GET voice/campaigns/{id}/calls: newest first; `filter[status]`, `filter[outcome]`. */
export const voiceCallListQuery = listQuery({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: { status: callStatusList.optional(), outcome: z.enum(callOutcomes).optional() },
})
export type VoiceCallListQuery = z.infer<typeof voiceCallListQuery>
export const voiceCallList = listResponse(voiceCallResource)
export type VoiceCallList = z.infer<typeof voiceCallList>
