import { money } from '../../../../src/contract/constants'
import {
  compareMoney,
  type Money,
  negateMoney,
  parseMoney,
  subtractMoney,
} from '../../../../src/contract/money'
import type { NegativeMargin, ProfitRefusal } from '../../../../src/contract/profit-logic'

/** A profit-logic rule as judging needs it, with its set's clients (none: every client). */
export interface ProfitRule {
  id: string
  clientIds: readonly string[]
  country: string | null
  networkId: string | null
  minMargin: string | null
  maxLoss: string | null
  negativeMargin: NegativeMargin
}

export type MarginVerdict =
  | { allowed: true; rule_id: string | null }
  | { allowed: false; rule_id: string; reason: ProfitRefusal }

export interface MarginCase {
  clientId: string
  networkId: string | null
  country: string | null
  vendorCost: Money | null
  clientPrice: Money | null
}

const covers = (rule: ProfitRule, at: MarginCase) =>
  (rule.clientIds.length === 0 || rule.clientIds.includes(at.clientId)) &&
  (rule.country === null || rule.country === at.country) &&
  (rule.networkId === null || rule.networkId === at.networkId)

/**
 * Whether a route's margin (client price − vendor cost per part) passes the team's profit
 * logic: the first rule in order that covers the client, the country and the network judges.
 * A loss is refused unless the rule allows it (an override with a reason), and then only up to
 * its maximum loss; a margin under the rule's minimum is refused. Without a covering rule, a
 * price or a cost, or across currencies there is nothing to judge: allowed.
 */
export function judgeMargin(rules: readonly ProfitRule[], at: MarginCase): MarginVerdict {
  const rule = rules.find((candidate) => covers(candidate, at))
  if (!rule) return { allowed: true, rule_id: null }
  const { vendorCost, clientPrice } = at
  if (!vendorCost || !clientPrice || vendorCost.currency !== clientPrice.currency)
    return { allowed: true, rule_id: rule.id }
  const margin = subtractMoney(clientPrice, vendorCost)
  const amount = (text: string) =>
    parseMoney(text, { currency: margin.currency, scale: money.scales.rate })
  if (margin.units < 0n) {
    if (rule.negativeMargin === 'block') return { allowed: false, rule_id: rule.id, reason: 'loss' }
    if (rule.maxLoss !== null && compareMoney(negateMoney(margin), amount(rule.maxLoss)) > 0)
      return { allowed: false, rule_id: rule.id, reason: 'maxLoss' }
    return { allowed: true, rule_id: rule.id }
  }
  if (rule.minMargin !== null && compareMoney(margin, amount(rule.minMargin)) < 0)
    return { allowed: false, rule_id: rule.id, reason: 'minMargin' }
  return { allowed: true, rule_id: rule.id }
}
