import { inArray } from 'drizzle-orm'
import { defaultRoutingScope } from '../../../../src/contract/constants'
import { moneyFromText } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { smsRoutes } from '../../db/schema'
import { teamNetworkById } from '../networks/lookup'
import { lineUpRoutes, pickRule } from './decide'
import type { MnpSource } from './mnp-source'
import { routingPlanFor } from './plan-rules'
import { ratesInForce } from './rates-in-force'
import type { ChooseRoutes, RouteCandidate, RouteQuery } from './route-choice'

/**
 * The delivery engine's router: the same decision the simulator shows (decide.ts), for one
 * message. The campaign's plan (else the team's default) from the plan cache; a fresh MNP answer
 * (read for the whole batch at once) moves a ported number to its new network; the first rule
 * that matches lines its routes up for the message's key, and the routes that can take it
 * (active, with a rate in force) are the candidates, the chosen one first and the others in
 * failover order, each with its connection (null: the team's simulator) and its rate per part. No
 * plan, no matching rule, or no route that can take the message: [] (the default route, as
 * before routing).
 */
export function planRouteChooser(db: Database, mnpSource: MnpSource): ChooseRoutes {
  const once = momentMemo()
  const batchMnp = batchMnpAnswers(mnpSource)
  return async (query) => {
    // Campaigns are SMS traffic (the default scope): a hub plan is never theirs, even when named.
    const plan = await routingPlanFor(
      db,
      query.teamId,
      defaultRoutingScope,
      query.planId ?? undefined,
      query.at.getTime(),
    )
    if (!plan) return []
    const mnp = (await batchMnp(query)).get(query.e164)
    const ported =
      mnp?.ported && mnp.networkId ? await teamNetworkById(db, query.teamId, mnp.networkId) : null
    const networkId = ported?.id ?? query.networkId
    const country = ported?.country ?? query.country
    const { rule } = pickRule(plan.rules, {
      country,
      networkId,
      sender: query.senderId,
      clientId: null,
    })
    if (!rule) return []
    const routeIds = rule.routes.map((split) => split.routeId)
    const [rates, connections] = await Promise.all([
      once(query.at, `rates ${rule.id} ${networkId} ${country}`, () =>
        ratesInForce(db, query.teamId, routeIds, { networkId, country }, query.at),
      ),
      once(query.at, `routes ${rule.id}`, () => connectionsOf(db, routeIds)),
    ])
    const lined = lineUpRoutes(rule, rates, query.key)
    const usable = new Set(
      rule.routes.filter((split) => split.active && rates.has(split.routeId)).map((s) => s.routeId),
    )
    const candidates = lined
      .filter((route) => usable.has(route.routeId))
      .sort((a, b) => Number(b.chosen) - Number(a.chosen))
    return candidates.map(
      (route): RouteCandidate => ({
        routeId: route.routeId,
        connectionId: connections.get(route.routeId) ?? null,
        costPerPart: route.rate ? moneyFromText(route.rate.price, route.rate.currency) : null,
      }),
    )
  }
}

/**
 * Loads shared by the calls made for one moment: the engine asks once per message, with one
 * moment for a whole batch, and a rule's rates for a network and its routes' connections are the
 * same for every message of the batch that takes the rule. A new moment starts afresh, so a
 * change is seen by the next batch.
 */
function momentMemo() {
  let moment = Number.NaN
  let held = new Map<string, Promise<unknown>>()
  return <T>(at: Date, key: string, load: () => Promise<T>): Promise<T> => {
    if (at.getTime() !== moment) {
      moment = at.getTime()
      held = new Map()
    }
    let loading = held.get(key) as Promise<T> | undefined
    if (!loading) {
      loading = load()
      held.set(key, loading)
    }
    return loading
  }
}

/**
 * The fresh MNP answers of a message's batch, asked once per batch (its `batchNumbers` array),
 * not once per message; a message asked about alone asks for its own number.
 */
function batchMnpAnswers(mnpSource: MnpSource) {
  const asked = new WeakMap<readonly string[], ReturnType<MnpSource>>()
  return (query: RouteQuery): ReturnType<MnpSource> => {
    const batch = query.batchNumbers
    if (!batch) return mnpSource(query.teamId, [query.e164], query.at)
    let answers = asked.get(batch)
    if (!answers) {
      answers = mnpSource(query.teamId, batch, query.at)
      asked.set(batch, answers)
    }
    return answers
  }
}

/** Each route's SMPP connection (null: the simulator; routes keep the simulator as null). */
async function connectionsOf(db: Database, routeIds: readonly string[]) {
  if (routeIds.length === 0) return new Map<string, string | null>()
  const rows = await db
    .select({ id: smsRoutes.id, connectionId: smsRoutes.connectionId })
    .from(smsRoutes)
    .where(inArray(smsRoutes.id, [...routeIds]))
  return new Map(rows.map((row) => [row.id, row.connectionId]))
}
