import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { mnpAnswers } from '../../db/schema'
import type { MnpSourceAnswer } from '../routing/mnp-source'
import { ageSeconds, isFresh } from './lifetime'

/** A fresh MNP answer as the router and the simulator read it. */
export type FreshMnpAnswer = MnpSourceAnswer

/**
 * The team's cached answers for `e164s` still fresh at `at` (each answer's country's lifetime,
 * lifetime.ts), by number; a number with none, or a stale one, is absent. Never asks the
 * provider: routing a message does not wait for a lookup, and a stale answer is refreshed by a
 * run. One query per thousand numbers.
 */
export async function freshMnpAnswers(
  db: Database,
  teamId: string,
  e164s: readonly string[],
  at: Date,
): Promise<Map<string, FreshMnpAnswer>> {
  const fresh = new Map<string, FreshMnpAnswer>()
  for (const [e164, row] of await cachedAnswers(db, teamId, e164s))
    if (isFresh(row.lookedUpAt, row.country, at))
      fresh.set(e164, {
        ported: row.ported,
        networkId: row.networkId,
        ageS: ageSeconds(row.lookedUpAt, at),
      })
  return fresh
}

/** One number's fresh answer (freshMnpAnswers), null when nothing fresh is cached. */
export async function freshMnpAnswer(
  db: Database,
  teamId: string,
  e164: string,
  at: Date,
): Promise<FreshMnpAnswer | null> {
  return (await freshMnpAnswers(db, teamId, [e164], at)).get(e164) ?? null
}

/** Numbers asked of the database at once: well under any statement's parameter limit. */
const chunk = 1000

/** The team's cached answers among `e164s`, by number (fresh or not). */
export async function cachedAnswers(
  db: Database,
  teamId: string,
  e164s: readonly string[],
): Promise<Map<string, typeof mnpAnswers.$inferSelect>> {
  const found = new Map<string, typeof mnpAnswers.$inferSelect>()
  for (let start = 0; start < e164s.length; start += chunk) {
    const rows = await db
      .select()
      .from(mnpAnswers)
      .where(
        and(
          eq(mnpAnswers.teamId, teamId),
          inArray(mnpAnswers.e164, e164s.slice(start, start + chunk)),
        ),
      )
    for (const row of rows) found.set(row.e164, row)
  }
  return found
}
