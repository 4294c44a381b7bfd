import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm'
import { nextSendableAt } from '../../../../../src/contract/campaign-timing'
import { formatMoney, multiplyMoney, parseMoney, sumMoney } from '../../../../../src/contract/money'
import type { SubmitOutcome } from '../../../adapters/carrier/carrier'
import type { Database } from '../../../db/connect'
import { campaignMessages, smsCampaigns } from '../../../db/schema'
import { type StoredWords, storeWords } from '../../../http/stored-words'
import { said } from '../../../http/words'
import type { EngineDeps } from './deps'
import { engineLimits } from './limits'
import { addStats } from './stats'

type MessageRow = typeof campaignMessages.$inferSelect

/**
 * Claims up to a batch of due queued messages of sending campaigns for this worker: locked with
 * FOR UPDATE SKIP LOCKED (another worker's claim in flight is skipped, not waited for), then
 * leased until `leaseMs` from now. A worker that dies leaves its messages queued; once the lease
 * runs out another worker claims them again and submits them with the same key.
 */
export async function claimMessages(deps: EngineDeps, limit: number): Promise<MessageRow[]> {
  const now = deps.clock()
  const leaseUntil = new Date(now.getTime() + deps.config.engine.leaseMs)
  const leftToTests = [...deps.playedByTests]
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: campaignMessages.id })
      .from(campaignMessages)
      .leftJoin(smsCampaigns, eq(smsCampaigns.id, campaignMessages.campaignId))
      .where(
        and(
          eq(campaignMessages.status, 'queued'),
          lte(campaignMessages.notBefore, now),
          or(isNull(campaignMessages.leaseUntil), lt(campaignMessages.leaseUntil, now)),
          // A sending campaign's messages, or an automation's (its journey already decided).
          or(eq(smsCampaigns.status, 'sending'), isNotNull(campaignMessages.automationId)),
          leftToTests.length > 0
            ? or(isNull(campaignMessages.campaignId), notInArray(smsCampaigns.id, leftToTests))
            : undefined,
        ),
      )
      .orderBy(asc(campaignMessages.notBefore))
      .limit(limit)
      .for('update', { of: campaignMessages, skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(campaignMessages)
      .set({ leaseUntil, attempts: sql`${campaignMessages.attempts} + 1` })
      .where(
        inArray(
          campaignMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/** Messages of campaigns in their quiet hours now: pushed to the hours' end, not sent. */
async function holdQuiet(deps: EngineDeps, messages: MessageRow[]): Promise<MessageRow[]> {
  const campaignIds = [
    ...new Set(messages.flatMap((message) => (message.campaignId ? [message.campaignId] : []))),
  ]
  if (campaignIds.length === 0) return messages
  const campaigns = await deps.db
    .select({
      id: smsCampaigns.id,
      quietHours: smsCampaigns.quietHours,
      timeZone: smsCampaigns.timeZone,
    })
    .from(smsCampaigns)
    .where(inArray(smsCampaigns.id, campaignIds))
  const now = deps.clock()
  const held = new Set<string>()
  for (const campaign of campaigns) {
    const allowed = nextSendableAt(campaign.quietHours ?? null, campaign.timeZone, now)
    if (allowed.getTime() <= now.getTime()) continue
    held.add(campaign.id)
    await deps.db
      .update(campaignMessages)
      .set({ notBefore: allowed, leaseUntil: null })
      .where(
        inArray(
          campaignMessages.id,
          messages.filter((message) => message.campaignId === campaign.id).map((m) => m.id),
        ),
      )
  }
  return messages.filter((message) => message.campaignId === null || !held.has(message.campaignId))
}

type Outcome = { message: MessageRow; outcome: SubmitOutcome | { unreachable: string } }

async function submitAll(deps: EngineDeps, messages: MessageRow[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let start = 0; start < messages.length; start += engineLimits.submitConcurrency) {
    const slice = messages.slice(start, start + engineLimits.submitConcurrency)
    outcomes.push(
      ...(await Promise.all(
        slice.map(async (message): Promise<Outcome> => {
          try {
            const outcome = await deps.carrier.submit({
              submitKey: message.submitKey,
              from: message.senderId,
              to: message.phone,
              body: message.body,
              routeId: message.routeId,
            })
            return { message, outcome }
          } catch (error) {
            return { message, outcome: { unreachable: String(error) } }
          }
        }),
      )),
    )
  }
  return outcomes
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

const valuesOf = (rows: ReturnType<typeof sql>[]) => sql.join(rows, sql`, `)

/**
 * Writes what the carrier said, per batch: submitted (with its carrier id and cost), failed
 * (refused for good, or too many tries), or back to the queue for a later try. Only messages
 * still queued change, so a worker whose lease ran out cannot overwrite a newer outcome.
 */
async function record(deps: EngineDeps, outcomes: Outcome[]) {
  const now = deps.clock()
  const perPart = deps.config.engine.defaultRouteCost
  const priced = { currency: perPart.currency, scale: perPart.scale }
  const submitted: { id: string; carrierId: string; cost: string }[] = []
  // A carrier's refusal keeps the carrier's own text; our words are kept in every language too.
  const failed: { id: string; error: string; errorWords: StoredWords | null }[] = []
  const retry: string[] = []
  for (const { message, outcome } of outcomes) {
    if ('unreachable' in outcome) {
      if (message.attempts >= engineLimits.maxAttempts) {
        const errorWords = storeWords(said('carrier.unreachable', { reason: outcome.unreachable }))
        failed.push({ id: message.id, error: errorWords.en, errorWords })
      } else retry.push(message.id)
    } else if (outcome.accepted)
      submitted.push({
        id: message.id,
        carrierId: outcome.carrierMessageId,
        cost: formatMoney(multiplyMoney(perPart, message.parts)),
      })
    else failed.push({ id: message.id, error: outcome.error, errorWords: null })
  }
  const touched = new Set<string>()
  await deps.db.transaction(async (tx) => {
    if (submitted.length > 0) {
      const result = await tx.execute(sql`
        update ${campaignMessages} as m
        set status = 'submitted', carrier_message_id = v.carrier_id, cost = v.cost,
            submitted_at = ${now.toISOString()}::timestamptz, lease_until = null, error = null,
            error_words = null
        from (values ${valuesOf(
          submitted.map((row) => sql`(${row.id}, ${row.carrierId}, ${row.cost})`),
        )}) as v(id, carrier_id, cost)
        where m.id = v.id and m.status = 'queued'
        returning m.campaign_id, m.cost`)
      await addPerCampaign(
        tx,
        rowsOf<{ campaign_id: string; cost: string }>(result),
        (group) => ({
          sent: group.length,
          cost: sumMoney(
            group.map((row) => parseMoney(row.cost, priced)),
            priced,
          ),
        }),
        touched,
      )
    }
    if (failed.length > 0) {
      const result = await tx.execute(sql`
        update ${campaignMessages} as m
        set status = 'failed', error = v.error, error_words = v.error_words,
            failed_at = ${now.toISOString()}::timestamptz, lease_until = null
        from (values ${valuesOf(
          failed.map(
            (row) =>
              sql`(${row.id}, ${row.error}, ${row.errorWords === null ? null : JSON.stringify(row.errorWords)}::jsonb)`,
          ),
        )}) as v(id, error, error_words)
        where m.id = v.id and m.status = 'queued'
        returning m.campaign_id`)
      await addPerCampaign(
        tx,
        rowsOf<{ campaign_id: string }>(result),
        (group) => ({ failed: group.length, rejected: group.length }),
        touched,
      )
    }
    if (retry.length > 0)
      await tx
        .update(campaignMessages)
        .set({ leaseUntil: null, notBefore: new Date(now.getTime() + engineLimits.retryDelayMs) })
        .where(and(inArray(campaignMessages.id, retry), eq(campaignMessages.status, 'queued')))
  })
  for (const id of touched) deps.stats.changed(id)
}

async function addPerCampaign<Row extends { campaign_id: string | null }>(
  tx: Database,
  rows: Row[],
  delta: (group: Row[]) => Parameters<typeof addStats>[2],
  touched: Set<string>,
) {
  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    // An automation's message: no campaign counts it.
    if (row.campaign_id === null) continue
    const group = groups.get(row.campaign_id)
    if (group) group.push(row)
    else groups.set(row.campaign_id, [row])
  }
  for (const [campaignId, group] of groups) {
    await addStats(tx, campaignId, delta(group))
    touched.add(campaignId)
  }
}

/** One batch: claim, hold the quiet ones, submit, record. False when nothing was due. */
export async function submitBatch(deps: EngineDeps): Promise<boolean> {
  const claimed = await claimMessages(deps, deps.config.engine.batch)
  if (claimed.length === 0) return false
  const sendable = await holdQuiet(deps, claimed)
  if (sendable.length > 0) await record(deps, await submitAll(deps, sendable))
  return true
}
