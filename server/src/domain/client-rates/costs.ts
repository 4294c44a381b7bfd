import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ClientRateCostBasis } from '../../../../src/contract/client-rate'
import { hubRoutingScope } from '../../../../src/contract/constants'
import { compareMoney, type Money, moneyFromText } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { vendorRates } from '../../db/schema'
import { inForceAt } from '../rates/in-force'
import { type LoadedRule, pickRule } from '../routing/decide'
import { routingPlanFor } from '../routing/plan-rules'

/** A vendor rate in force, read as money, with the start of its window. */
export interface CostInForce {
  cost: Money
  from: Date
}

interface RouteRates {
  byNetwork: Map<string, CostInForce>
  /** Country defaults (rates without a network). */
  byCountry: Map<string, CostInForce>
}

/**
 * The vendor costs a client price starts from: the team's routing plan (the settings' plan, or
 * the default one) and every rate in force at one moment of the routes its rules send over,
 * loaded once so a whole table of clients × networks is priced without more queries.
 */
export interface CostBook {
  rules: readonly LoadedRule[]
  routes: Map<string, RouteRates>
}

export async function loadCostBook(
  db: Database,
  teamId: string,
  planId: string | null,
  at: Date,
  now: Date,
): Promise<CostBook> {
  // Client prices are the hub's: its own plans and vendor routes, never the campaigns' (SMS) ones.
  const plan = await routingPlanFor(db, teamId, hubRoutingScope, planId ?? undefined, now.getTime())
  const rules = plan?.rules ?? []
  const routeIds = [...new Set(rules.flatMap((rule) => rule.routes.map((split) => split.routeId)))]
  const routes = new Map<string, RouteRates>()
  if (routeIds.length === 0) return { rules, routes }
  // The latest window holding `at` per route and network (or country default).
  const rows = await db
    .selectDistinctOn([vendorRates.routeId, vendorRates.networkId, vendorRates.country], {
      routeId: vendorRates.routeId,
      networkId: vendorRates.networkId,
      country: vendorRates.country,
      price: vendorRates.price,
      currency: vendorRates.currency,
      from: vendorRates.effectiveFrom,
    })
    .from(vendorRates)
    .where(
      and(eq(vendorRates.teamId, teamId), inArray(vendorRates.routeId, routeIds), inForceAt(at)),
    )
    .orderBy(
      vendorRates.routeId,
      vendorRates.networkId,
      vendorRates.country,
      sql`${vendorRates.effectiveFrom} desc`,
    )
  for (const row of rows) {
    let rates = routes.get(row.routeId)
    if (!rates) {
      rates = { byNetwork: new Map(), byCountry: new Map() }
      routes.set(row.routeId, rates)
    }
    const cost = { cost: moneyFromText(row.price, row.currency), from: row.from }
    if (row.networkId) rates.byNetwork.set(row.networkId, cost)
    else rates.byCountry.set(row.country, cost)
  }
  return { rules, routes }
}

/**
 * The cost of `network` for `clientId` by the settings' basis: the plan's rule for them (as the
 * router picks it, without a sender), then among its active routes with a rate in force (the
 * network's own rate, else the country default) either the first (least cost: the cheapest;
 * weighted: the first in failover order) or the dearest. Null when nothing carries it.
 */
export function costFor(
  book: CostBook,
  basis: ClientRateCostBasis,
  clientId: string,
  network: { id: string; country: string },
): CostInForce | null {
  const { rule } = pickRule(book.rules, {
    country: network.country,
    networkId: network.id,
    sender: null,
    clientId,
  })
  if (!rule) return null
  const costs = [...rule.routes]
    .filter((split) => split.active)
    .sort((a, b) => a.failoverPosition - b.failoverPosition)
    .map((split) => {
      const rates = book.routes.get(split.routeId)
      return rates?.byNetwork.get(network.id) ?? rates?.byCountry.get(network.country) ?? null
    })
    .filter((cost): cost is CostInForce => cost !== null)
  const [first] = costs
  if (!first) return null
  const comparable = costs.filter((cost) => cost.cost.currency === first.cost.currency)
  const pick = basis === 'highest_route' ? 1 : rule.mode === 'least_cost' ? -1 : 0
  if (pick === 0) return first
  return comparable.reduce((best, cost) =>
    compareMoney(cost.cost, best.cost) === pick ? cost : best,
  )
}
