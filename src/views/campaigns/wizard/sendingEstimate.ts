import { money } from '../../../contract/constants'
import { type Money, multiplyMoney, parseMoney } from '../../../contract/money'
import { smsParts } from '../../../contract/sms-encoding'
import { estimateText } from '../../../contract/sms-placeholders'

export interface SendingEstimate {
  /** Parts a message takes at most (the longest variant, placeholders at their estimated size). */
  partsEach: number
  /** Parts the whole audience takes at most. */
  parts: number
  /** What those parts cost at the route's price, exactly. */
  cost: Money
}

/**
 * What sending the variants to the audience takes at most: each recipient may get the longest
 * variant, and each of its parts costs the route's part price (decimal, never a float).
 */
export function sendingEstimate(
  bodies: readonly string[],
  trackingDomain: string | null,
  recipients: number,
  price: { part_price: string; currency: string },
): SendingEstimate {
  const partsEach = Math.max(
    0,
    ...bodies.map((body) => smsParts(estimateText(body, trackingDomain)).parts),
  )
  const parts = partsEach * recipients
  const partPrice = parseMoney(price.part_price, {
    currency: price.currency,
    scale: money.scales.unitPrice,
  })
  return { partsEach, parts, cost: multiplyMoney(partPrice, parts) }
}
