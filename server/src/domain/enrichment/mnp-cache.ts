import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { mnpAnswers } from '../../db/schema'
import { ageSeconds, isFresh } from './lifetime'

/** A fresh MNP answer as the router and the simulator read it. */
export interface FreshMnpAnswer {
  ported: boolean
  networkId: string | null
  ageS: number
}

/**
 * The team's cached answer for the number when it is still fresh at `at` (its country's
 * lifetime, lifetime.ts); null when there is none or it has gone stale. Never asks the provider:
 * routing a message does not wait for a lookup, and a stale answer is refreshed by a run.
 */
export async function freshMnpAnswer(
  db: Database,
  teamId: string,
  e164: string,
  at: Date,
): Promise<FreshMnpAnswer | null> {
  const [row] = await db
    .select()
    .from(mnpAnswers)
    .where(and(eq(mnpAnswers.teamId, teamId), eq(mnpAnswers.e164, e164)))
  if (!row || !isFresh(row.lookedUpAt, row.country, at)) return null
  return { ported: row.ported, networkId: row.networkId, ageS: ageSeconds(row.lookedUpAt, at) }
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
