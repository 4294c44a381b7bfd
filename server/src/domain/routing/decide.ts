import {
  compareMoney,
  formatAmount,
  type Money,
  moneyFromText,
  multiplyMoney,
} from '../../../../src/contract/money'
import type { RoutingRuleMode } from '../../db/sms-routing'
import { matchRule, type RoutedMessage, type RuleMatches, type RuleVerdict } from './rule-match'
import { chooseWeighted } from './weighted-choice'

/**
 * The router's decision over data already loaded, without the database: which rule takes a
 * message, and how its routes line up (the chosen one, the failover order, the cost in force).
 * The simulator and the delivery engine both call these, so what the trace shows is what a
 * message does.
 */

export interface LoadedSplit {
  routeId: string
  routeName: string
  weight: number
  failoverPosition: number
  /** A disabled route is never chosen. */
  active: boolean
}

export interface LoadedRule extends RuleMatches {
  id: string
  position: number
  mode: RoutingRuleMode
  routes: readonly LoadedSplit[]
}

/** A vendor rate in force: price per part, decimal text in its currency. */
export interface RateInForce {
  price: string
  currency: string
  /** Null for the country default. */
  networkId: string | null
}

export type RuleStep = {
  id: string
  position: number
  matched: boolean
  verdict: RuleVerdict | 'earlier'
}

/** Each rule in order with its verdict, and the first that matched (later ones: `earlier`). */
export function pickRule(
  rules: readonly LoadedRule[],
  message: RoutedMessage,
): { steps: RuleStep[]; rule: LoadedRule | null } {
  let chosen: LoadedRule | null = null
  const steps = rules.map((rule): RuleStep => {
    if (chosen) return { id: rule.id, position: rule.position, matched: false, verdict: 'earlier' }
    const verdict = matchRule(rule, message)
    if (verdict === 'matches') chosen = rule
    return { id: rule.id, position: rule.position, matched: verdict === 'matches', verdict }
  })
  return { steps, rule: chosen }
}

export interface LinedUpRoute {
  routeId: string
  routeName: string
  weight: number
  failoverPosition: number
  rate: RateInForce | null
  chosen: boolean
}

const priceOf = (rate: RateInForce): Money => moneyFromText(rate.price, rate.currency)

/**
 * Cheapest first. Prices in different currencies are not converted (no exchange rates yet):
 * routes in the cheapest route's currency come first, others after, each group by price.
 */
function byPrice(a: LinedUpRoute, b: LinedUpRoute, first: string | undefined): number {
  if (!a.rate || !b.rate) return (a.rate ? 0 : 1) - (b.rate ? 0 : 1)
  if (a.rate.currency !== b.rate.currency) {
    if (a.rate.currency === first) return -1
    if (b.rate.currency === first) return 1
    return a.rate.currency < b.rate.currency ? -1 : 1
  }
  return compareMoney(priceOf(a.rate), priceOf(b.rate))
}

/**
 * A rule's routes lined up for one message. A route can take it when it is active and has a
 * rate in force. Weighted: the message's key picks among those by weight, and the failover
 * order is the rule's. Least cost: the cheapest takes it, the others follow in price order
 * (weights play no part). Answered in failover order.
 */
export function lineUpRoutes(
  rule: LoadedRule,
  rates: ReadonlyMap<string, RateInForce>,
  key: string,
): LinedUpRoute[] {
  const routes = rule.routes.map(
    (split): LinedUpRoute => ({
      routeId: split.routeId,
      routeName: split.routeName,
      weight: split.weight,
      failoverPosition: split.failoverPosition,
      rate: rates.get(split.routeId) ?? null,
      chosen: false,
    }),
  )
  const active = new Set(rule.routes.filter((split) => split.active).map((split) => split.routeId))
  const usable = (route: LinedUpRoute) => route.rate !== null && active.has(route.routeId)
  const inOrder = [...routes].sort((a, b) => a.failoverPosition - b.failoverPosition)
  if (rule.mode === 'least_cost') {
    const currency = inOrder.find(usable)?.rate?.currency
    const ordered = [...inOrder].sort(
      (a, b) => (usable(a) ? 0 : 1) - (usable(b) ? 0 : 1) || byPrice(a, b, currency),
    )
    return ordered.map((route, index) => ({
      ...route,
      failoverPosition: index + 1,
      chosen: index === 0 && usable(route),
    }))
  }
  const pick = chooseWeighted(inOrder.filter(usable), key)
  return inOrder.map((route) => ({ ...route, chosen: route === pick }))
}

/** What the chosen route costs for a message of `parts` parts: its rate × parts. */
export function messageCost(routes: readonly LinedUpRoute[], parts: number): Money | null {
  const rate = routes.find((route) => route.chosen)?.rate
  return rate ? multiplyMoney(priceOf(rate), parts) : null
}

/** A price as the API writes it: exact, trailing zeros past two decimals dropped. */
export const priceText = (rate: RateInForce): string => formatAmount(priceOf(rate))
