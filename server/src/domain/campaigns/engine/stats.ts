import { eq, inArray, sql } from 'drizzle-orm'
import { campaignLimits } from '../../../../../src/contract/constants'
import { formatMoney, isZeroMoney, type Money } from '../../../../../src/contract/money'
import type { Database } from '../../../db/connect'
import { smsCampaigns } from '../../../db/schema'
import type { EventBus } from '../../../events/bus'

/** What a batch of the engine's work adds to a campaign's counters. */
export interface StatsDelta {
  queued?: number
  sent?: number
  delivered?: number
  failed?: number
  /** Queued messages a stop (or a failure) ended unsent. */
  cancelled?: number
  /** Failures the carrier refused at submit (also counted in `failed`, never in `sent`). */
  rejected?: number
  /** A tracked link's first click (server/src/domain/campaigns/clicks.ts). */
  clicked?: number
  /** A message's first reply (server/src/domain/inbound-sms/receive.ts). */
  replied?: number
  /** What the messages cost, added exactly by the database as numeric. */
  cost?: Money
}

const counters = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'cancelled',
  'rejected',
  'clicked',
  'replied',
] as const

/**
 * Adds to `sms_campaigns.stats` in the caller's transaction, so the counters move with the
 * message rows they count (one UPDATE per batch, never per message).
 */
export async function addStats(tx: Database, campaignId: string, delta: StatsDelta) {
  const sets = counters
    .filter((name) => (delta[name] ?? 0) !== 0)
    .map(
      (name) =>
        sql`jsonb_build_object(${name}::text, coalesce((${smsCampaigns.stats} ->> ${name})::int, 0) + ${delta[name]}::int)`,
    )
  if (delta.cost && !isZeroMoney(delta.cost))
    sets.push(
      sql`jsonb_build_object('cost', (coalesce((${smsCampaigns.stats} ->> 'cost')::numeric, 0) + ${formatMoney(delta.cost)}::numeric)::text)`,
    )
  if (sets.length === 0) return
  await tx
    .update(smsCampaigns)
    .set({ stats: sql`${smsCampaigns.stats} || ${sql.join(sets, sql` || `)}` })
    .where(eq(smsCampaigns.id, campaignId))
}

/**
 * Publishes `campaign.stats` for campaigns whose counters moved: at once when the campaign's
 * last push is older than `statsPushMs`, otherwise once that time has passed (so the last
 * change of a burst always goes out, read afresh from the database).
 */
export interface StatsPusher {
  changed(campaignId: string): void
  /** Sends what is waiting now (a run's end), then stops. */
  close(): Promise<void>
}

export function createStatsPusher(
  db: Database,
  events: EventBus,
  report: (error: unknown) => void,
): StatsPusher {
  const lastPush = new Map<string, number>()
  const waiting = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let pushing: Promise<void> = Promise.resolve()

  async function push(ids: string[]) {
    if (ids.length === 0) return
    const rows = await db
      .select({
        id: smsCampaigns.id,
        teamId: smsCampaigns.teamId,
        runs: smsCampaigns.runs,
        status: smsCampaigns.status,
        stats: smsCampaigns.stats,
      })
      .from(smsCampaigns)
      .where(inArray(smsCampaigns.id, ids))
    for (const row of rows)
      events.publish({
        name: 'campaign.stats',
        audience: { teamId: row.teamId },
        data: {
          campaign_id: row.id,
          // Between runs (scheduled, completed) the last finished run; while sending the current one.
          run: row.status === 'sending' || row.status === 'paused' ? row.runs + 1 : row.runs,
          stats: row.stats,
        },
      })
  }

  function sendDue() {
    timer = undefined
    const now = Date.now()
    const ready: string[] = []
    let soonest = Number.POSITIVE_INFINITY
    for (const id of waiting) {
      const next = (lastPush.get(id) ?? 0) + campaignLimits.statsPushMs
      if (next <= now) ready.push(id)
      else soonest = Math.min(soonest, next)
    }
    for (const id of ready) {
      waiting.delete(id)
      lastPush.set(id, now)
    }
    pushing = pushing.then(() => push(ready)).catch(report)
    if (Number.isFinite(soonest)) {
      timer = setTimeout(sendDue, soonest - now)
      timer.unref()
    }
  }

  return {
    changed(campaignId) {
      waiting.add(campaignId)
      if (!timer) {
        timer = setTimeout(sendDue, 0)
        timer.unref()
      }
    },
    async close() {
      clearTimeout(timer)
      timer = undefined
      const rest = [...waiting]
      waiting.clear()
      await pushing
      await push(rest).catch(report)
    },
  }
}
