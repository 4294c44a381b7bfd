import { enrichment, money } from '../../../../src/contract/constants'
import { formatMoney, multiplyMoney, parseMoney } from '../../../../src/contract/money'

/** Lookups are priced in the team's currency at a unit price's scale. */
export const lookupShape = { currency: money.defaultCurrency, scale: money.scales.unitPrice }

/** What one successful lookup costs (enrichment.lookupCost). */
export const unitLookupCost = parseMoney(enrichment.lookupCost, lookupShape)

/** The price of `count` successful lookups, as decimal text. */
export const lookupsCost = (count: number): string =>
  formatMoney(multiplyMoney(unitLookupCost, count))
