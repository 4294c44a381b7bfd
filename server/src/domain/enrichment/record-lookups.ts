import { and, eq, inArray, sql } from 'drizzle-orm'
import { formatMoney } from '../../../../src/contract/money'
import type { HlrAdapter, HlrAnswer, HlrResult } from '../../adapters/hlr/hlr'
import type { Database } from '../../db/connect'
import { hlrLogs, mnpAnswers, networks } from '../../db/schema'
import { lookupShape, unitLookupCost } from './cost'
import type { LookupNumber } from './numbers'

/** The provider's answer, or its failure as a value (a provider that throws failed the lookup). */
export async function askProvider(hlr: HlrAdapter, e164: string): Promise<HlrResult> {
  try {
    return await hlr.lookup(e164)
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** A lookup the provider answered, with the team's network for its MCC and MNC (if any). */
export interface AnsweredLookup {
  number: LookupNumber
  answer: HlrAnswer
  networkId: string | null
}

/** The team's networks by `mcc-mnc`, for a set of answers. */
async function networkIds(db: Database, teamId: string, results: readonly HlrResult[]) {
  const mccs = [...new Set(results.flatMap((result) => (result.ok ? [result.answer.mcc] : [])))]
  if (mccs.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: networks.id, mcc: networks.mcc, mnc: networks.mnc })
    .from(networks)
    .where(and(eq(networks.teamId, teamId), inArray(networks.mcc, mccs)))
  return new Map(rows.map((row) => [`${row.mcc}-${row.mnc}`, row.id]))
}

/**
 * Saves lookups asked of the provider, wherever they were asked (a run, an automation's lookup
 * node): one log row each, charged `unitLookupCost` only when answered, and every answer into the
 * team's cache (the latest wins). `requestId` names the run, null outside one. Answers the
 * answered lookups with their networks.
 */
export async function recordLookups(
  db: Database,
  input: {
    teamId: string
    requestId: string | null
    source: string
    at: Date
    asked: readonly { number: LookupNumber; result: HlrResult }[]
  },
): Promise<AnsweredLookup[]> {
  const { teamId, requestId, source, at, asked } = input
  if (asked.length === 0) return []
  const ids = await networkIds(
    db,
    teamId,
    asked.map(({ result }) => result),
  )
  const answered = asked.flatMap(({ number, result }) =>
    result.ok
      ? [
          {
            number,
            answer: result.answer,
            networkId: ids.get(`${result.answer.mcc}-${result.answer.mnc}`) ?? null,
          },
        ]
      : [],
  )
  const cost = formatMoney(unitLookupCost)
  await db.insert(hlrLogs).values(
    asked.map(({ number, result }) => {
      const base = {
        teamId,
        requestId,
        e164: number.e164,
        country: number.country,
        currency: lookupShape.currency,
        source,
        lookedUpAt: at,
      }
      if (!result.ok) return { ...base, status: 'failed' as const, error: result.error }
      const { ported, mcc, mnc, reachable } = result.answer
      const networkId = ids.get(`${mcc}-${mnc}`) ?? null
      return { ...base, status: 'ok' as const, ported, mcc, mnc, reachable, networkId, cost }
    }),
  )
  if (answered.length > 0)
    await db
      .insert(mnpAnswers)
      .values(
        answered.map(({ number, answer, networkId }) => ({
          teamId,
          e164: number.e164,
          country: number.country,
          ...answer,
          networkId,
          lookedUpAt: at,
          source,
        })),
      )
      .onConflictDoUpdate({
        target: [mnpAnswers.teamId, mnpAnswers.e164],
        set: {
          country: sql`excluded.country`,
          ported: sql`excluded.ported`,
          mcc: sql`excluded.mcc`,
          mnc: sql`excluded.mnc`,
          networkId: sql`excluded.network_id`,
          reachable: sql`excluded.reachable`,
          lookedUpAt: sql`excluded.looked_up_at`,
          source: sql`excluded.source`,
        },
      })
  return answered
}
