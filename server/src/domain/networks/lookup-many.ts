import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { networkPrefixes, networks } from '../../db/schema'
import { type NetworkMatch, networkMatchColumns } from './lookup'
import { e164Digits, leadingRuns, longestPrefixMatch } from './prefix-match'

/**
 * `lookupNetwork` for many numbers at once (a page of a campaign's audience): one query for the
 * team's prefixes any of them starts with, then the longest match per number. Numbers no prefix
 * covers (or not E.164) are missing from the answer.
 */
export async function lookupNetworks(
  db: Database,
  teamId: string,
  numbers: readonly string[],
): Promise<Map<string, NetworkMatch>> {
  const digitsOf = new Map<string, string>()
  for (const number of numbers) {
    const digits = e164Digits(number)
    if (digits) digitsOf.set(number, digits)
  }
  const found = new Map<string, NetworkMatch>()
  if (digitsOf.size === 0) return found
  // Digits only: the array's literal needs no quoting, and it is one parameter however long.
  const runs = [...new Set([...digitsOf.values()].flatMap(leadingRuns))]
  const rows = await db
    .select(networkMatchColumns)
    .from(networkPrefixes)
    .innerJoin(networks, eq(networks.id, networkPrefixes.networkId))
    .where(
      and(
        eq(networkPrefixes.teamId, teamId),
        sql`${networkPrefixes.prefix} = any(${`{${runs.join(',')}}`}::text[])`,
      ),
    )
  const byPrefix = new Map(rows.map((row) => [row.prefix, row]))
  for (const [number, digits] of digitsOf) {
    const match = longestPrefixMatch(
      digits,
      leadingRuns(digits).flatMap((run) => {
        const row = byPrefix.get(run)
        return row ? [{ row, prefixes: [run] }] : []
      }),
    )
    if (match) found.set(number, match.owner.row)
  }
  return found
}
