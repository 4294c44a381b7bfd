import { z } from 'zod'
import { calendarDay, id, timestamp } from './fields'
import { campaignStats } from './sms-campaign'
import { voiceCampaignStats } from './voice-campaign'

/**
 * GET home/summary: the current team's day at a glance (our own call; the spec has none). Days
 * are UTC calendar days: neither teams nor users store a time zone yet. Money is decimal text in
 * `currency`.
 */

/** How much the home page shows at most of each list (the rest is on the list's own screen). */
export const homeLimits = {
  sending: 10,
  running: 10,
  attention: 10,
  /** Days of audience growth, today included. */
  growthDays: 14,
} as const

const count = z.number().int().min(0)
const money = z.string()

export const sendingCampaign = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sms'), id, name: z.string(), stats: campaignStats }),
  z.object({ kind: z.literal('voice'), id, name: z.string(), stats: voiceCampaignStats }),
])
export type SendingCampaign = z.infer<typeof sendingCampaign>

/** One day's traffic: messages by when they were queued, calls by when they were placed. */
export const dayFigures = z.object({
  day: calendarDay,
  sms: z.object({ sent: count, delivered: count, failed: count, cost: money }),
  calls: z.object({ placed: count, answered: count, failed: count, minutes: count, cost: money }),
})
export type DayFigures = z.infer<typeof dayFigures>

export const runningWork = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('import'), id, name: z.string(), processed: count, total: count }),
  z.object({
    kind: z.literal('segmentCount'),
    id,
    name: z.string(),
    processed: count,
    total: count,
  }),
])
export type RunningWork = z.infer<typeof runningWork>

/** Most urgent first: failed campaigns, then campaigns stopped part-way, then failed imports. */
export const attentionKinds = ['failedCampaign', 'stoppedCampaign', 'failedImport'] as const
export const attentionItem = z.object({
  kind: z.enum(attentionKinds),
  /** Which screen the item links to. */
  subject: z.enum(['sms', 'voice', 'import']),
  id,
  name: z.string(),
  at: timestamp,
  /** As the server recorded it (an engine's or an import's reason); null when none was given. */
  reason: z.string().nullable(),
})
export type AttentionItem = z.infer<typeof attentionItem>

export const homeSummary = z.object({
  currency: z.string(),
  time_zone: z.literal('UTC'),
  sending: z.array(sendingCampaign),
  today: dayFigures,
  yesterday: dayFigures,
  audience: z.object({
    total: count,
    growth: z.array(z.object({ day: calendarDay, added: count, total: count })),
  }),
  running: z.array(runningWork),
  attention: z.array(attentionItem),
})
export type HomeSummary = z.infer<typeof homeSummary>
