import { moneyFromText } from '../../../../src/contract/money'
import type { ProfitVerdict } from '../../../../src/contract/profit-logic'
import type { LinedUpRoute } from '../routing/decide'
import type { MarginCase, MarginVerdict } from './judge'

export type JudgedRoute = LinedUpRoute & { verdict: MarginVerdict }

/**
 * Hub routing under profit logic (issue 18 item 5): every route of a lined-up rule gets its
 * verdict; a refused chosen route gives the message to the next route in failover order
 * (wrapping round) that can take it (`usable`) and is allowed. `blocked`: the chosen route was
 * refused and no other is allowed. Routes come in failover order, as lineUpRoutes answers them.
 * SMS campaign routing never comes here.
 */
export function routeUnderProfitLogic(
  routes: readonly LinedUpRoute[],
  usable: (route: LinedUpRoute) => boolean,
  judge: (vendorCost: MarginCase['vendorCost']) => MarginVerdict,
): { routes: JudgedRoute[]; blocked: boolean } {
  const judged = routes.map(
    (route): JudgedRoute => ({
      ...route,
      verdict: judge(route.rate ? moneyFromText(route.rate.price, route.rate.currency) : null),
    }),
  )
  const chosenAt = judged.findIndex((route) => route.chosen)
  const chosen = judged[chosenAt]
  if (!chosen || chosen.verdict.allowed) return { routes: judged, blocked: false }
  chosen.chosen = false
  const next = [...judged.slice(chosenAt + 1), ...judged.slice(0, chosenAt)].find(
    (route) => usable(route) && route.verdict.allowed,
  )
  if (next) next.chosen = true
  return { routes: judged, blocked: !next }
}

/** A verdict as the simulate response shows it. */
export const verdictText = (verdict: MarginVerdict): ProfitVerdict => ({
  allowed: verdict.allowed,
  rule_id: verdict.rule_id,
  reason: verdict.allowed ? null : verdict.reason,
})
