import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm'
import { nextSendableAt } from '../../../../../src/contract/campaign-timing'
import { formatMoney, multiplyMoney, parseMoney, sumMoney } from '../../../../../src/contract/money'
import type { SubmitOutcome } from '../../../adapters/carrier/carrier'
import type { Database } from '../../../db/connect'
import { campaignMessages, smsCampaigns } from '../../../db/schema'
import { type StoredWords, storeWords } from '../../../http/stored-words'
import { said } from '../../../http/words'
import type { RouteCandidate } from '../../routing/route-choice'
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

type Outcome = {
  message: MessageRow
  outcome: SubmitOutcome | { unreachable: string }
  /** The route it went by (the last one tried); undefined: the default route. */
  route?: RouteCandidate
}

/** The routing plan of each campaign among the messages (an automation's: the team default). */
async function plansOf(deps: EngineDeps, messages: MessageRow[]) {
  const campaignIds = [
    ...new Set(messages.flatMap((message) => (message.campaignId ? [message.campaignId] : []))),
  ]
  if (campaignIds.length === 0) return new Map<string, string | null>()
  const rows = await deps.db
    .select({ id: smsCampaigns.id, planId: smsCampaigns.routingPlanId })
    .from(smsCampaigns)
    .where(inArray(smsCampaigns.id, campaignIds))
  return new Map(rows.map((row) => [row.id, row.planId]))
}

/** One try through one way out: the default carrier, or a route's connection. */
async function submitVia(
  deps: EngineDeps,
  message: MessageRow,
  route: RouteCandidate | undefined,
): Promise<Outcome['outcome']> {
  const submit = {
    submitKey: message.submitKey,
    from: message.senderId,
    to: message.phone,
    body: message.body,
    routeId: route?.routeId ?? null,
  }
  try {
    return route?.connectionId
      ? await deps.connections.submit(route.connectionId, submit)
      : await deps.carrier.submit(submit)
  } catch (error) {
    // Not bound, or no answer: the next route is tried, or (the last) a later claim tries again.
    return { unreachable: String(error) }
  }
}

/**
 * Submits the message by its routes in failover order, with the same key each time: a route
 * whose connection is not bound, cannot be reached or refuses the message hands it to the next;
 * the last route's answer is the message's. No routes: the default carrier, as before routing.
 */
async function submitRouted(
  deps: EngineDeps,
  message: MessageRow,
  routes: RouteCandidate[],
): Promise<Outcome> {
  if (routes.length === 0) return { message, outcome: await submitVia(deps, message, undefined) }
  let tried: Outcome = { message, outcome: { unreachable: 'no route' } }
  for (const route of routes) {
    tried = { message, route, outcome: await submitVia(deps, message, route) }
    if ('accepted' in tried.outcome && tried.outcome.accepted) break
  }
  return tried
}

async function submitAll(deps: EngineDeps, messages: MessageRow[]): Promise<Outcome[]> {
  const plans = await plansOf(deps, messages)
  const at = deps.clock()
  const batchNumbers = new Map<string, string[]>()
  for (const { teamId, phone } of messages) {
    const numbers = batchNumbers.get(teamId)
    if (numbers) numbers.push(phone)
    else batchNumbers.set(teamId, [phone])
  }
  const outcomes: Outcome[] = []
  for (let start = 0; start < messages.length; start += engineLimits.submitConcurrency) {
    const slice = messages.slice(start, start + engineLimits.submitConcurrency)
    outcomes.push(
      ...(await Promise.all(
        slice.map(async (message): Promise<Outcome> => {
          // Asked per message: a weighted split is keyed on the message's own submit key.
          const routes = await deps.chooseRoutes({
            teamId: message.teamId,
            planId: message.campaignId ? (plans.get(message.campaignId) ?? null) : null,
            e164: message.phone,
            networkId: message.networkId,
            country: message.country,
            senderId: message.senderId,
            key: message.submitKey,
            at,
            batchNumbers: batchNumbers.get(message.teamId),
          })
          return submitRouted(deps, message, routes)
        }),
      )),
    )
  }
  return outcomes
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

const valuesOf = (rows: ReturnType<typeof sql>[]) => sql.join(rows, sql`, `)

/** The decimals a stored cost is written with. */
const scaleOf = (cost: string) => cost.split('.')[1]?.length ?? 0

/**
 * What a submitted message costs: its route's rate in force × its parts (none when the route has
 * no rate in force), or the default route's cost per part when no plan routed it.
 */
function costOf(deps: EngineDeps, message: MessageRow, route: RouteCandidate | undefined) {
  const perPart = route ? route.costPerPart : deps.config.engine.defaultRouteCost
  return perPart ? formatMoney(multiplyMoney(perPart, message.parts)) : null
}

/**
 * Writes what the carrier said, per batch: submitted (with its carrier id, route and cost),
 * failed (refused for good, or too many tries: no cost), or back to the queue for a later try.
 * Only messages still queued change, so a worker whose lease ran out cannot overwrite a newer
 * outcome.
 */
async function record(deps: EngineDeps, outcomes: Outcome[]) {
  const now = deps.clock()
  const perPart = deps.config.engine.defaultRouteCost
  const priced = { currency: perPart.currency, scale: perPart.scale }
  const submitted: {
    id: string
    carrierId: string
    routeId: string | null
    connectionId: string | null
    cost: string | null
  }[] = []
  // A carrier's refusal keeps the carrier's own text; our words are kept in every language too.
  const failed: {
    id: string
    routeId: string | null
    error: string
    errorWords: StoredWords | null
  }[] = []
  const retry: string[] = []
  for (const { message, outcome, route } of outcomes) {
    const routeId = route?.routeId ?? null
    if ('unreachable' in outcome) {
      if (message.attempts >= engineLimits.maxAttempts) {
        const errorWords = storeWords(said('carrier.unreachable', { reason: outcome.unreachable }))
        failed.push({ id: message.id, routeId, error: errorWords.en, errorWords })
      } else retry.push(message.id)
    } else if (outcome.accepted)
      submitted.push({
        id: message.id,
        carrierId: outcome.carrierMessageId,
        routeId,
        connectionId: route?.connectionId ?? null,
        cost: costOf(deps, message, route),
      })
    else failed.push({ id: message.id, routeId, error: outcome.error, errorWords: null })
  }
  const touched = new Set<string>()
  await deps.db.transaction(async (tx) => {
    if (submitted.length > 0) {
      const result = await tx.execute(sql`
        update ${campaignMessages} as m
        set status = 'submitted', carrier_message_id = v.carrier_id, route_id = v.route_id,
            connection_id = v.connection_id, cost = v.cost, submitted_at = ${now.toISOString()}::timestamptz, lease_until = null,
            error = null, error_words = null
        from (values ${valuesOf(
          submitted.map(
            (row) =>
              sql`(${row.id}, ${row.carrierId}, ${row.routeId}::text, ${row.connectionId}::text, ${row.cost}::text)`,
          ),
        )}) as v(id, carrier_id, route_id, connection_id, cost)
        where m.id = v.id and m.status = 'queued'
        returning m.campaign_id, m.cost`)
      await addPerCampaign(
        tx,
        rowsOf<{ campaign_id: string; cost: string | null }>(result),
        (group) => ({
          sent: group.length,
          cost: sumMoney(
            // A vendor's rate may have more decimals than the default's: each is read at its own.
            group.flatMap((row) =>
              row.cost === null
                ? []
                : [parseMoney(row.cost, { ...priced, scale: scaleOf(row.cost) })],
            ),
            priced,
          ),
        }),
        touched,
      )
    }
    if (failed.length > 0) {
      const result = await tx.execute(sql`
        update ${campaignMessages} as m
        set status = 'failed', route_id = v.route_id, error = v.error,
            error_words = v.error_words, failed_at = ${now.toISOString()}::timestamptz,
            lease_until = null
        from (values ${valuesOf(
          failed.map(
            (row) =>
              sql`(${row.id}, ${row.routeId}::text, ${row.error}, ${row.errorWords === null ? null : JSON.stringify(row.errorWords)}::jsonb)`,
          ),
        )}) as v(id, route_id, error, error_words)
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
