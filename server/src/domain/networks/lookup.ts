import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { networkPrefixes, networks } from '../../db/schema'
import { e164Digits, leadingRuns, longestPrefixMatch } from './prefix-match'

/** The network a number belongs to, and the prefix that decided it. */
export interface NetworkMatch {
  id: string
  mcc: string
  mnc: string
  country: string
  name: string
  prefix: string
}

/** A NetworkMatch's columns, read from a prefix row joined to its network. */
export const networkMatchColumns = {
  id: networks.id,
  mcc: networks.mcc,
  mnc: networks.mnc,
  country: networks.country,
  name: networks.name,
  prefix: networkPrefixes.prefix,
}

/**
 * Number → network for a team: the longest of the team's prefixes the number starts with. The
 * prefix index is asked for every leading run of the number's digits (at most 15 key lookups);
 * each prefix has one owner, so the answer never depends on storage order. Null for a number
 * that is not E.164 or that no prefix covers. This is the call the simulator and the router
 * make; an MNP answer, when one is cached and fresh, is theirs to put before it.
 */
export async function lookupNetwork(
  db: Database,
  teamId: string,
  number: string,
): Promise<NetworkMatch | null> {
  const digits = e164Digits(number)
  if (!digits) return null
  const rows = await db
    .select(networkMatchColumns)
    .from(networkPrefixes)
    .innerJoin(networks, eq(networks.id, networkPrefixes.networkId))
    .where(
      and(eq(networkPrefixes.teamId, teamId), inArray(networkPrefixes.prefix, leadingRuns(digits))),
    )
  const match = longestPrefixMatch(
    digits,
    rows.map((row) => ({ row, prefixes: [row.prefix] })),
  )
  return match ? match.owner.row : null
}
