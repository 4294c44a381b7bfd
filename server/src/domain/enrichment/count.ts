import type { MnpCount } from '../../../../src/contract/enrichment'
import { formatMoney } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { lookupShape, lookupsCost, unitLookupCost } from './cost'
import { isFresh } from './lifetime'
import { cachedAnswers } from './mnp-cache'
import type { LookupNumbers } from './numbers'

/**
 * What a run over these numbers would do at `now`: how many have a fresh cached answer (reused,
 * free) and how many would be looked up, and the most that costs (a failed lookup costs nothing).
 */
export async function countLookups(
  db: Database,
  teamId: string,
  { numbers, invalid }: LookupNumbers,
  now: Date,
): Promise<MnpCount> {
  const cached = await cachedAnswers(
    db,
    teamId,
    numbers.map((number) => number.e164),
  )
  const fresh = numbers.filter((number) => {
    const answer = cached.get(number.e164)
    return answer !== undefined && isFresh(answer.lookedUpAt, answer.country, now)
  }).length
  const toLookUp = numbers.length - fresh
  return {
    numbers: numbers.length,
    invalid,
    fresh,
    to_look_up: toLookUp,
    unit_cost: formatMoney(unitLookupCost),
    estimated_cost: lookupsCost(toLookUp),
    currency: lookupShape.currency,
  }
}
