import { z } from 'zod'
import { voiceLimits } from './constants'
import { id, requiredText } from './fields'
import { says } from './messages'
import { readPhone } from './phone-number'
import { campaignSchedule, campaignTargets, timeZone } from './sms-campaign'
import { alwaysOpenWindow, callWindow, noRetries, retryPolicy } from './voice-campaign'

// The calls that write a voice campaign, apart from its resource: they read caller numbers, and
// the phone metadata that takes is loaded by the pages that write campaigns, not by every page
// that follows one (the frame's event stream).

/** An E.164 caller number, written as people write it (read like contacts' phones). */
export const callerNumber = z
  .string()
  .max(40)
  .transform((raw, ctx) => {
    const reading = readPhone(raw)
    if (reading.ok) return reading.phone
    ctx.addIssue({ code: 'custom', ...says(reading.message.key, reading.message.values) })
    return z.NEVER
  })

const fields = {
  name: requiredText(voiceLimits.nameMaxLength),
  agent_id: id.nullable(),
  /** Caller numbers, used in turn. */
  caller_numbers: z
    .array(callerNumber)
    .max(voiceLimits.maxCallerNumbers)
    .transform((numbers) => [...new Set(numbers)]),
  targets: campaignTargets,
  call_window: callWindow,
  time_zone: timeZone,
  max_concurrent_calls: z.number().int().min(1).max(voiceLimits.maxConcurrentCalls),
  retry: retryPolicy,
  /** Now, at a time, or recurring (days and times in the time zone). */
  schedule: campaignSchedule,
}

export const voiceCampaignRequest = z.object({
  name: fields.name,
  agent_id: fields.agent_id.default(null),
  caller_numbers: fields.caller_numbers.default([]),
  targets: fields.targets.prefault({}),
  call_window: fields.call_window.default(alwaysOpenWindow),
  time_zone: fields.time_zone.default('UTC'),
  max_concurrent_calls: fields.max_concurrent_calls.default(1),
  retry: fields.retry.default(noRetries),
  schedule: fields.schedule.default({ kind: 'now' }),
})
export type VoiceCampaignRequest = z.input<typeof voiceCampaignRequest>

/** PUT: any of the fields; allowed while the campaign is a draft (409 otherwise). */
export const voiceCampaignUpdateRequest = z.object({
  name: fields.name.optional(),
  agent_id: fields.agent_id.optional(),
  caller_numbers: fields.caller_numbers.optional(),
  targets: fields.targets.optional(),
  call_window: fields.call_window.optional(),
  time_zone: fields.time_zone.optional(),
  max_concurrent_calls: fields.max_concurrent_calls.optional(),
  retry: fields.retry.optional(),
  schedule: fields.schedule.optional(),
})
export type VoiceCampaignUpdateRequest = z.input<typeof voiceCampaignUpdateRequest>
