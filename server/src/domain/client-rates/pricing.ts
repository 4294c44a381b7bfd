/**
 * Client prices per network (issue 18 item 3), without the database.
 *
 * Design, as decided for this area:
 * - Rules are one ordered list per team (`client_rate_rules.position`). The first rule that
 *   covers the client (its `client_ids`, none meaning every client: a rule naming several
 *   clients is how a group of clients is priced), the network's country, the network and the
 *   moment (`effective_from` at or before it) makes the price. No rule: no price (`noRule`).
 * - A markup rule starts from the vendor cost: cost × (1 + markup % / 100) + add_fixed, rounded
 *   to the rule's decimals (or the settings' default) with the settings' named rounding. A
 *   minimum margin raises the price to cost + min_margin, rounded up so the floor holds. A
 *   markup rule prices in the cost's currency and needs a cost (`noCost` without one).
 * - A fixed rule's price is its own, whatever the cost; its margin may be negative and is
 *   flagged below the rule's minimum margin instead of being raised.
 * - A price is billed in the client's currency: a price in another one is refused (`currency`),
 *   as there are no exchange rates yet. A margin across two currencies is unknown (null).
 * - The cost a rule starts from is the settings' cost basis over the team's hub routing plan
 *   (table.ts): the first route the plan's rule for the network would use, or its dearest.
 * Static prices of a client's endpoint, when they land, take precedence over these rules.
 */
import type { ClientPriceRefusal } from '../../../../src/contract/client-rate'
import { clientRateLimits, money } from '../../../../src/contract/constants'
import {
  addMoney,
  compareMoney,
  formatMoney,
  type Money,
  multiplyByRate,
  parseMoney,
  type Rounding,
  roundMoney,
  subtractMoney,
} from '../../../../src/contract/money'

export interface PricingRule {
  id: string
  name: string
  clientIds: readonly string[]
  country: string | null
  networkId: string | null
  kind: 'markup' | 'fixed'
  /** Decimal text, percent. */
  markupPercent: string
  /** Decimal text, in the cost's currency. */
  addFixed: string
  minMargin: string | null
  decimals: number | null
  fixedPrice: string | null
  currency: string | null
  effectiveFrom: Date | null
}

export interface PricingSettings {
  defaultDecimals: number
  rounding: Rounding
}

export interface PricedClient {
  id: string
  currency: string
}

export interface PricedNetwork {
  id: string
  country: string
}

export type ClientPrice =
  | {
      price: Money
      /** Price − cost; null without a cost or across two currencies. */
      margin: Money | null
      rule: PricingRule
      /** A fixed price under the rule's minimum margin (a markup price is raised to it). */
      belowMinMargin: boolean
    }
  | { refused: ClientPriceRefusal; rule: PricingRule | null }

/** The rule that prices `client` on `network` at `at`: the first, in order, that covers them. */
export function ruleFor(
  rules: readonly PricingRule[],
  client: PricedClient,
  network: PricedNetwork,
  at: Date,
): PricingRule | null {
  return (
    rules.find(
      (rule) =>
        (rule.clientIds.length === 0 || rule.clientIds.includes(client.id)) &&
        (rule.country === null || rule.country === network.country) &&
        (rule.networkId === null || rule.networkId === network.id) &&
        (rule.effectiveFrom === null || rule.effectiveFrom.getTime() <= at.getTime()),
    ) ?? null
  )
}

const rateScale = money.scales.rate

/** 1 + percent / 100 as decimal text ('12.5' → '1.125000'), read exactly. */
function markupFactor(percent: string): string {
  // XXX is ISO-4217's code for "no currency": a percentage is a plain number.
  const shape = { currency: 'XXX', scale: clientRateLimits.percentScale }
  const hundredths = parseMoney(percent, shape).units
  const factor = 10n ** BigInt(shape.scale + 2) + hundredths
  return formatMoney({ units: factor, scale: shape.scale + 2, currency: 'XXX' })
}

/** One unit more at the amount's scale. */
const oneUnitMore = (amount: Money): Money => ({ ...amount, units: amount.units + 1n })

function markupPrice(rule: PricingRule, cost: Money, settings: PricingSettings): Money {
  const decimals = rule.decimals ?? settings.defaultDecimals
  const read = (text: string) => parseMoney(text, { currency: cost.currency, scale: rateScale })
  const marked = multiplyByRate(cost, markupFactor(rule.markupPercent), {
    scale: rateScale,
    rounding: settings.rounding,
  })
  let price = roundMoney(addMoney(marked, read(rule.addFixed)), decimals, settings.rounding)
  if (rule.minMargin !== null) {
    const floor = addMoney(cost, read(rule.minMargin))
    if (compareMoney(price, floor) < 0) {
      price = roundMoney(floor, decimals, settings.rounding)
      if (compareMoney(price, floor) < 0) price = oneUnitMore(price)
    }
  }
  return price
}

/**
 * The client's price for a network whose vendor cost (per part) is `cost`, by the first rule
 * that covers them at `at` (see the design above); or why there is none.
 */
export function priceNetwork(
  rules: readonly PricingRule[],
  cost: Money | null,
  client: PricedClient,
  network: PricedNetwork,
  at: Date,
  settings: PricingSettings,
): ClientPrice {
  const rule = ruleFor(rules, client, network, at)
  if (!rule) return { refused: 'noRule', rule: null }
  let price: Money
  if (rule.kind === 'fixed' && rule.fixedPrice !== null && rule.currency !== null) {
    const decimals = rule.decimals ?? settings.defaultDecimals
    price = roundMoney(
      parseMoney(rule.fixedPrice, { currency: rule.currency, scale: rateScale }),
      decimals,
      settings.rounding,
    )
  } else {
    if (!cost) return { refused: 'noCost', rule }
    price = markupPrice(rule, cost, settings)
  }
  if (price.currency !== client.currency) return { refused: 'currency', rule }
  const margin = cost && cost.currency === price.currency ? subtractMoney(price, cost) : null
  const minMargin =
    rule.minMargin === null
      ? null
      : parseMoney(rule.minMargin, { currency: price.currency, scale: rateScale })
  const belowMinMargin =
    margin !== null && minMargin !== null && compareMoney(margin, minMargin) < 0
  return { price, margin, rule, belowMinMargin }
}

/** A price as the API writes it: every decimal it was rounded to ('0.0450'). */
export const clientPriceText = (price: Money): string => formatMoney(price)

/** A cost or a margin as the API writes it: exact, trailing zeros past a unit price's dropped. */
export const costText = (amount: Money): string =>
  formatMoney(amount, { minDecimals: money.scales.unitPrice })
