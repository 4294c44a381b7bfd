import { compareMoney, moneyFromText } from '../../../contract/money'
import type { CampaignStats } from '../../../contract/sms-campaign'

/** A campaign's counters, in the order its figures show them. */
export const statCounters = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'cancelled',
  'clicked',
  'replied',
] as const
/** Counters kept but not shown as figures of their own. */
const partCounters = ['rejected'] as const
const amounts = ['cost', 'revenue'] as const

const laterAmount = (a: string, b: string) =>
  compareMoney(moneyFromText(b), moneyFromText(a)) > 0 ? b : a

/**
 * The later of two readings of a campaign's running totals. The totals only grow, and pushes
 * carry no time: a `campaign.stats` may arrive before or after the `campaign.lifecycle` or the
 * reload that carries the same totals, so the larger figure of each counter is the later one.
 */
export function laterStats(a: CampaignStats, b: CampaignStats): CampaignStats {
  const later = { ...a }
  for (const counter of [...statCounters, ...partCounters])
    later[counter] = Math.max(a[counter], b[counter])
  for (const amount of amounts) later[amount] = laterAmount(a[amount], b[amount])
  return later
}

/**
 * How far a run has gone: messages the engine is done with of those queued. A message sent and
 * then failed on its receipt is in `sent` and `failed` both, so failures count only where the
 * carrier refused them at submit (`rejected`): each message once.
 */
export function progressOf(stats: CampaignStats): { done: number; of: number } {
  const of = stats.queued
  return { done: Math.min(stats.sent + stats.rejected + stats.cancelled, of), of }
}

/** Delivered share of the messages that reached an end (delivered or failed), 0 to 1. */
export function deliveryShares(stats: CampaignStats): { delivered: number; failed: number } {
  const ended = stats.delivered + stats.failed
  return ended === 0
    ? { delivered: 0, failed: 0 }
    : { delivered: stats.delivered / ended, failed: stats.failed / ended }
}
