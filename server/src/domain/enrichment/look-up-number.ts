import type { HlrAdapter, HlrResult } from '../../adapters/hlr/hlr'
import type { Database } from '../../db/connect'
import { isFresh } from './lifetime'
import { cachedAnswers } from './mnp-cache'
import type { LookupNumber } from './numbers'
import { askProvider, recordLookups } from './record-lookups'

/**
 * One number's portability answer where a single answer is needed now (an automation's lookup
 * node): the team's cached answer while fresh (free), else the provider is asked and the lookup
 * saved as a run's are (logged, charged only when answered, cached). A failed lookup is the
 * provider's error as a value.
 */
export async function lookUpNumber(
  db: Database,
  hlr: HlrAdapter,
  teamId: string,
  number: LookupNumber,
  at: Date,
): Promise<HlrResult> {
  const cached = (await cachedAnswers(db, teamId, [number.e164])).get(number.e164)
  if (cached && isFresh(cached.lookedUpAt, cached.country, at)) {
    const { ported, mcc, mnc, reachable } = cached
    return { ok: true, answer: { ported, mcc, mnc, reachable } }
  }
  const result = await askProvider(hlr, number.e164)
  await recordLookups(db, {
    teamId,
    requestId: null,
    source: hlr.source,
    at,
    asked: [{ number, result }],
  })
  return result
}
