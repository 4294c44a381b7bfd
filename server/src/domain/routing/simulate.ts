import type { z } from 'zod'
import { hubRoutingScope, type RoutingScope } from '../../../../src/contract/constants'
import {
  formatAmount,
  type Money,
  moneyFromText,
  subtractMoney,
} from '../../../../src/contract/money'
import { readPhone } from '../../../../src/contract/phone-number'
import type {
  RoutingSimulateResponse,
  routingSimulateRequest,
} from '../../../../src/contract/routing-plan'
import { smsParts } from '../../../../src/contract/sms-encoding'
import type { Database } from '../../db/connect'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { clientPriceFor } from '../client-rates/client-price'
import { clientPriceText, costText } from '../client-rates/pricing'
import { type KnownNetwork, lookupNetwork, teamNetworkById } from '../networks/lookup'
import { judgeMargin, type MarginCase, type MarginVerdict } from '../profit-logic/judge'
import { routeUnderProfitLogic, verdictText } from '../profit-logic/route-verdicts'
import { loadProfitRules } from '../profit-logic/store'
import {
  type LinedUpRoute,
  type LoadedRule,
  lineUpRoutes,
  messageCost,
  pickRule,
  priceText,
  type RuleStep,
} from './decide'
import type { MnpSource } from './mnp-source'
import { routingPlanFor } from './plan-rules'
import { ratesInForce } from './rates-in-force'

type SimulateInput = z.output<typeof routingSimulateRequest>

/** The trace with each rule's verdict as a code; the route words it in the reader's language. */
export type SimulateTrace = Omit<RoutingSimulateResponse, 'rules'> & { rules: RuleStep[] }

/**
 * Where a message to `to` would go, step by step (DOMAIN.md "Routing simulation"): the number
 * normalised, the MNP answer, the network (a ported number's new network wins over its prefix),
 * each rule's verdict, the chosen rule, its routes with the vendor cost in force at `at`, the
 * message's parts and the cost. The plan is one of `scope`'s (its default when none is named).
 * The decision is decide.ts's, the delivery engine's too.
 */
export async function simulateRouting(
  deps: { db: Database; mnpSource: MnpSource; now: Date },
  teamId: string,
  scope: RoutingScope,
  input: SimulateInput,
): Promise<SimulateTrace> {
  const { db } = deps
  const reading = readPhone(input.to)
  if (!reading.ok) throw ValidationError.field('to', said('routingSimulate.number'))
  const at = input.at ? new Date(input.at) : deps.now
  const e164 = reading.phone
  const [plan, mnp, byPrefix] = await Promise.all([
    routingPlanFor(db, teamId, scope, input.plan_id, deps.now.getTime()),
    deps.mnpSource(teamId, [e164], at).then((answers) => answers.get(e164) ?? null),
    lookupNetwork(db, teamId, e164),
  ])
  // Another team's plan is as unknown as one that never was; no default at all is the caller's to fix.
  if (!plan && input.plan_id)
    throw new ApiError(404, said('thing.notFound', { thing: 'routingPlan' }))
  if (!plan) throw ValidationError.field('plan_id', said('routingPlan.noDefault'))
  const { planId, rules } = plan
  const ported =
    mnp?.ported && mnp.networkId ? await teamNetworkById(db, teamId, mnp.networkId) : null
  const network: KnownNetwork | null = ported ?? byPrefix
  // The network's country decides rules and country defaults where a network is known (a
  // Guernsey number on a UK network is priced as the network is); the number's own otherwise.
  const country = network?.country ?? reading.country
  const { steps, rule } = pickRule(rules, {
    country,
    networkId: network?.id ?? null,
    sender: input.from ?? null,
    clientId: input.client_id ?? null,
  })
  const rates = rule
    ? await ratesInForce(
        db,
        teamId,
        rule.routes.map((split) => split.routeId),
        { networkId: network?.id ?? null, country },
        at,
      )
    : new Map()
  const linedUp = rule ? lineUpRoutes(rule, rates, `${e164}|${input.from ?? ''}`) : []
  const clientPrice = await clientPriceOf(db, teamId, input.client_id, network, at, deps.now)
  // Hub routing for a client answers to the team's profit logic; SMS routing never does.
  const profit =
    rule && scope === hubRoutingScope && input.client_id && network
      ? await judgeRoutes(db, teamId, rule, linedUp, {
          clientId: input.client_id,
          networkId: network.id,
          country,
          clientPrice,
        })
      : null
  const routes: (LinedUpRoute & { verdict?: MarginVerdict })[] = profit?.routes ?? linedUp
  const text = smsParts(input.text ?? '')
  const parts = Math.max(1, text.parts)
  const cost = messageCost(routes, parts)
  return {
    plan_id: planId,
    number: { e164, country: reading.country },
    mnp: mnp ? { ported: mnp.ported, network_id: mnp.networkId, age_s: mnp.ageS } : null,
    network: network
      ? { id: network.id, mcc: network.mcc, mnc: network.mnc, name: network.name }
      : null,
    rules: steps,
    rule_id: rule?.id ?? null,
    routes: routes.map((route) => ({
      route_id: route.routeId,
      route_name: route.routeName,
      weight: route.weight,
      failover_position: route.failoverPosition,
      vendor_cost: route.rate ? priceText(route.rate) : null,
      client_price: clientPrice ? clientPriceText(clientPrice) : null,
      margin: marginOf(clientPrice, route.rate),
      currency: route.rate?.currency ?? null,
      chosen: route.chosen,
      ...(route.verdict ? { profit: verdictText(route.verdict) } : {}),
    })),
    parts,
    encoding: text.encoding,
    total_cost: cost ? formatAmount(cost) : null,
    ...(profit ? { profit_blocked: profit.blocked } : {}),
  }
}

/**
 * The client's price on the network by the team's client-rate rules (domain/client-rates), when
 * the message names a hub client and its network is known; null otherwise or when no rule
 * prices it.
 */
async function clientPriceOf(
  db: Database,
  teamId: string,
  clientId: string | undefined,
  network: KnownNetwork | null,
  at: Date,
  now: Date,
): Promise<Money | null> {
  if (!clientId || !network) return null
  const answer = await clientPriceFor(db, {
    teamId,
    clientCompanyId: clientId,
    networkId: network.id,
    at,
    now,
  })
  return 'refused' in answer ? null : answer.price
}

/** A route's margin: the client's price less the route's cost, when both are in one currency. */
function marginOf(price: Money | null, rate: { price: string; currency: string } | null) {
  if (!price || !rate || rate.currency !== price.currency) return null
  return costText(subtractMoney(price, moneyFromText(rate.price, rate.currency)))
}

/**
 * The routes under the team's profit logic (hub scope, a client and its network known): each
 * with its verdict, a refused choice handed to the next allowed route (route-verdicts.ts).
 */
async function judgeRoutes(
  db: Database,
  teamId: string,
  rule: LoadedRule,
  linedUp: LinedUpRoute[],
  at: Omit<MarginCase, 'vendorCost'>,
) {
  const profitRules = await loadProfitRules(db, teamId)
  const active = new Set(rule.routes.filter((split) => split.active).map((split) => split.routeId))
  return routeUnderProfitLogic(
    linedUp,
    (route) => route.rate !== null && active.has(route.routeId),
    (vendorCost) => judgeMargin(profitRules, { ...at, vendorCost }),
  )
}
