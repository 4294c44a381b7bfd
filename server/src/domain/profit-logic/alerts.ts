import { and, asc, count, desc, eq, gt, gte, isNull, lte, or } from 'drizzle-orm'
import { hubRoutingScope, profitLogicLimits } from '../../../../src/contract/constants'
import { formatMoney, type Money, moneyFromText } from '../../../../src/contract/money'
import { profitLogicWriters } from '../../../../src/contract/profit-logic'
import type { Database } from '../../db/connect'
import {
  companies,
  hubEndpoints,
  hubMessages,
  networks,
  profitAlerts,
  profitLogicRules,
  smsRoutes,
  staticClientRates,
  vendorRates,
} from '../../db/schema'
import type { AppDeps } from '../../deps'
import { said } from '../../http/words'
import type { BackgroundTask } from '../../work/background'
import { clientPriceFor } from '../client-rates/client-price'
import { raiseTeamNotification } from '../notifications/raise'
import { judgeMargin } from './judge'
import { loadProfitRules } from './store'

/** A scheduled vendor increase that would break a client's profit logic (one per alert). */
export interface MarginCrossing {
  teamId: string
  clientId: string
  clientName: string
  networkId: string
  networkName: string
  effectiveFrom: Date
  price: Money
  loss: boolean
  /** The client's messages to the network over the last `trafficDays` days; null: unknown. */
  traffic: number | null
}

type Rate = typeof vendorRates.$inferSelect
type KnownNetwork = { id: string; name: string; country: string }

/**
 * The client's price on a network at a moment: an applied static price of one of its hub
 * endpoints (the network's, else its country's) wins; the client-rate rules' price otherwise.
 */
async function priceAt(
  db: Database,
  teamId: string,
  clientId: string,
  network: KnownNetwork,
  at: Date,
  now: Date,
): Promise<Money | null> {
  const [fixed] = await db
    .select({ price: staticClientRates.price, currency: staticClientRates.currency })
    .from(staticClientRates)
    .innerJoin(hubEndpoints, eq(hubEndpoints.id, staticClientRates.endpointId))
    .where(
      and(
        eq(staticClientRates.teamId, teamId),
        eq(hubEndpoints.companyId, clientId),
        eq(staticClientRates.stage, 'applied'),
        or(
          eq(staticClientRates.networkId, network.id),
          and(isNull(staticClientRates.networkId), eq(staticClientRates.country, network.country)),
        ),
        lte(staticClientRates.effectiveFrom, at),
        or(isNull(staticClientRates.effectiveTill), gt(staticClientRates.effectiveTill, at)),
      ),
    )
    .orderBy(asc(staticClientRates.networkId), desc(staticClientRates.effectiveFrom))
    .limit(1)
  if (fixed) return moneyFromText(fixed.price, fixed.currency)
  const answer = await clientPriceFor(db, {
    teamId,
    clientCompanyId: clientId,
    networkId: network.id,
    at,
    now,
  })
  return 'refused' in answer ? null : answer.price
}

/** The route's rate for the same network (or country default) in force now, if any. */
async function rateNow(db: Database, rate: Rate, now: Date) {
  const [current] = await db
    .select({ price: vendorRates.price, currency: vendorRates.currency })
    .from(vendorRates)
    .where(
      and(
        eq(vendorRates.routeId, rate.routeId),
        rate.networkId ? eq(vendorRates.networkId, rate.networkId) : isNull(vendorRates.networkId),
        eq(vendorRates.country, rate.country),
        lte(vendorRates.effectiveFrom, now),
        or(isNull(vendorRates.effectiveTill), gt(vendorRates.effectiveTill, now)),
      ),
    )
    .orderBy(desc(vendorRates.effectiveFrom))
    .limit(1)
  return current ? moneyFromText(current.price, current.currency) : null
}

const dayMs = 24 * 60 * 60 * 1000

/** Each client's hub messages per network over the last `trafficDays` days (the traffic at risk). */
async function recentTraffic(db: Database, teamId: string, now: Date) {
  const since = new Date(now.getTime() - profitLogicLimits.trafficDays * dayMs)
  const rows = await db
    .select({
      companyId: hubMessages.companyId,
      networkId: hubMessages.networkId,
      messages: count(),
    })
    .from(hubMessages)
    .where(and(eq(hubMessages.teamId, teamId), gte(hubMessages.createdAt, since)))
    .groupBy(hubMessages.companyId, hubMessages.networkId)
  return new Map(rows.map((row) => [`${row.companyId}|${row.networkId}`, row.messages]))
}

/**
 * Issue 18 item 5: the team's scheduled hub vendor rates (effective after `now`) that raise a
 * route's cost on a network so that a client's price there (static endpoint price or the rules')
 * falls under its profit logic's minimum margin or into a loss it forbids. One crossing per
 * client, network and effective date, the worst rate standing for it.
 */
export async function findMarginCrossings(
  db: Database,
  teamId: string,
  now: Date,
): Promise<MarginCrossing[]> {
  const rules = await loadProfitRules(db, teamId)
  if (rules.length === 0) return []
  const [scheduled, clients, teamNetworks] = await Promise.all([
    db
      .select({ rate: vendorRates })
      .from(vendorRates)
      .innerJoin(smsRoutes, eq(smsRoutes.id, vendorRates.routeId))
      .where(
        and(
          eq(vendorRates.teamId, teamId),
          eq(smsRoutes.scope, hubRoutingScope),
          gt(vendorRates.effectiveFrom, now),
        ),
      )
      .orderBy(asc(vendorRates.effectiveFrom)),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.teamId, teamId), eq(companies.kind, 'client'))),
    db
      .select({ id: networks.id, name: networks.name, country: networks.country })
      .from(networks)
      .where(eq(networks.teamId, teamId)),
  ])
  const traffic = await recentTraffic(db, teamId, now)
  const crossings = new Map<string, MarginCrossing>()
  for (const { rate } of scheduled) {
    const cost = moneyFromText(rate.price, rate.currency)
    const before = await rateNow(db, rate, now)
    if (before && before.currency === cost.currency && before.units >= cost.units) continue
    const affected = teamNetworks.filter((network) =>
      rate.networkId ? network.id === rate.networkId : network.country === rate.country,
    )
    for (const network of affected)
      for (const client of clients) {
        const key = `${client.id}|${network.id}|${rate.effectiveFrom.toISOString()}`
        if (crossings.has(key)) continue
        const price = await priceAt(db, teamId, client.id, network, rate.effectiveFrom, now)
        const verdict = judgeMargin(rules, {
          clientId: client.id,
          networkId: network.id,
          country: network.country,
          vendorCost: cost,
          clientPrice: price,
        })
        if (verdict.allowed || !price) continue
        crossings.set(key, {
          teamId,
          clientId: client.id,
          clientName: client.name,
          networkId: network.id,
          networkName: network.name,
          effectiveFrom: rate.effectiveFrom,
          price,
          loss: verdict.reason !== 'minMargin',
          traffic: traffic.get(`${client.id}|${network.id}`) ?? 0,
        })
      }
  }
  return [...crossings.values()]
}

/**
 * Raises one notification to the team's owners and admins per crossing not alerted before
 * (profit_alerts remembers each client, network and effective date). Answers how many it raised.
 */
export async function alertMarginCrossings(
  deps: Pick<AppDeps, 'db' | 'events'>,
  teamId: string,
  now: Date,
): Promise<number> {
  let raised = 0
  for (const crossing of await findMarginCrossings(deps.db, teamId, now)) {
    const [fresh] = await deps.db
      .insert(profitAlerts)
      .values({
        teamId,
        clientId: crossing.clientId,
        networkId: crossing.networkId,
        effectiveFrom: crossing.effectiveFrom,
      })
      .onConflictDoNothing()
      .returning({ id: profitAlerts.id })
    if (!fresh) continue
    const values = {
      client: crossing.clientName,
      network: crossing.networkName,
      date: crossing.effectiveFrom.toISOString().slice(0, 10),
      price: formatMoney(crossing.price),
      currency: crossing.price.currency,
      kind: crossing.loss ? 'loss' : 'minMargin',
      traffic: crossing.traffic === null ? 'unknown' : String(crossing.traffic),
      days: profitLogicLimits.trafficDays,
    }
    await raiseTeamNotification(deps, {
      teamId,
      roles: profitLogicWriters,
      type: 'routing.rates_changed',
      title: said('profitLogic.alertTitle', values),
      body: said('profitLogic.alertBody', values),
      link: '/hub/routing/client/settings',
      data: {
        client_id: crossing.clientId,
        network_id: crossing.networkId,
        effective_from: crossing.effectiveFrom.toISOString(),
        traffic: crossing.traffic,
      },
    })
    raised += 1
  }
  return raised
}

/** Every team with profit-logic rules, alerted in turn (the background task's round). */
export async function alertAllTeams(deps: Pick<AppDeps, 'db' | 'events'>, now: Date) {
  const teams = await deps.db
    .selectDistinct({ teamId: profitLogicRules.teamId })
    .from(profitLogicRules)
  let raised = 0
  for (const { teamId } of teams) raised += await alertMarginCrossings(deps, teamId, now)
  return raised
}

/**
 * The background task (server/src/work/tasks.ts): a round over the teams at most every
 * `profitLogicLimits.alertEveryMs` of the clock; it found work when it raised an alert.
 */
export function marginAlertTask(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>): BackgroundTask {
  let lastRound = Number.NEGATIVE_INFINITY
  return {
    name: 'profit-logic margin alerts',
    async runOnce(signal) {
      const now = deps.clock()
      if (signal.aborted || now.getTime() - lastRound < profitLogicLimits.alertEveryMs) return false
      lastRound = now.getTime()
      return (await alertAllTeams(deps, now)) > 0
    },
  }
}
