import { eq } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { networkPrefixes, networks } from '../../db/schema'
import { e164Digits, longestPrefixMatch } from './prefix-match'

/** A team's network as the router names it. */
export interface KnownNetwork {
  id: string
  mcc: string
  mnc: string
  country: string
  name: string
}

/** The network a number belongs to, and the prefix that decided it. */
export interface NetworkMatch extends KnownNetwork {
  prefix: string
}

/** A team's prefix index in memory: each prefix to its one network, and networks by id. */
interface TeamNetworks {
  byPrefix: Map<string, KnownNetwork>
  byId: Map<string, KnownNetwork>
}

/**
 * The loaded indexes, per database and team. A team's index is read once (two queries) and
 * kept until its networks change: the networks resource and the reference load forget it once
 * their write has committed (`forgetTeamNetworks`). The promise is kept, so callers arriving
 * while it loads share the one load. Each server process holds its own: another process behind
 * the same database keeps its index until it restarts (no cross-process notice yet).
 */
const loaded = new WeakMap<Database, Map<string, Promise<TeamNetworks>>>()

async function loadTeamNetworks(db: Database, teamId: string): Promise<TeamNetworks> {
  const [rows, prefixes] = await Promise.all([
    db
      .select({
        id: networks.id,
        mcc: networks.mcc,
        mnc: networks.mnc,
        country: networks.country,
        name: networks.name,
      })
      .from(networks)
      .where(eq(networks.teamId, teamId)),
    db
      .select({ prefix: networkPrefixes.prefix, networkId: networkPrefixes.networkId })
      .from(networkPrefixes)
      .where(eq(networkPrefixes.teamId, teamId)),
  ])
  const byId = new Map(rows.map((row) => [row.id, row]))
  const byPrefix = new Map<string, KnownNetwork>()
  for (const { prefix, networkId } of prefixes) {
    const network = byId.get(networkId)
    if (network) byPrefix.set(prefix, network)
  }
  return { byPrefix, byId }
}

function teamNetworks(db: Database, teamId: string): Promise<TeamNetworks> {
  let teams = loaded.get(db)
  if (!teams) {
    teams = new Map()
    loaded.set(db, teams)
  }
  let index = teams.get(teamId)
  if (!index) {
    index = loadTeamNetworks(db, teamId)
    const held = teams
    index.catch(() => held.delete(teamId))
    teams.set(teamId, index)
  }
  return index
}

/** Drops a team's loaded index after a committed change to its networks or prefixes. */
export function forgetTeamNetworks(db: Database, teamId: string): void {
  loaded.get(db)?.delete(teamId)
}

/**
 * Number → network for a team: the longest of the team's prefixes the number starts with. The
 * in-memory index is asked for every leading run of the number's digits, longest first (at most
 * 15 map lookups); each prefix has one owner, so the answer never depends on storage order.
 * Null for a number that is not E.164 or that no prefix covers. This is the call the simulator
 * and the router make; an MNP answer, when one is cached and fresh, is theirs to put before it.
 */
export async function lookupNetwork(
  db: Database,
  teamId: string,
  number: string,
): Promise<NetworkMatch | null> {
  return matchIn((await teamNetworks(db, teamId)).byPrefix, number)
}

function matchIn(byPrefix: TeamNetworks['byPrefix'], number: string): NetworkMatch | null {
  const digits = e164Digits(number)
  const match = digits ? longestPrefixMatch(digits, byPrefix) : null
  return match ? { ...match.owner, prefix: match.prefix } : null
}

/**
 * `lookupNetwork` for many numbers at once (a page of a campaign's audience), from the same
 * index. Numbers no prefix covers (or not E.164) are missing from the answer.
 */
export async function lookupNetworks(
  db: Database,
  teamId: string,
  numbers: readonly string[],
): Promise<Map<string, NetworkMatch>> {
  const { byPrefix } = await teamNetworks(db, teamId)
  const found = new Map<string, NetworkMatch>()
  for (const number of numbers) {
    const match = matchIn(byPrefix, number)
    if (match) found.set(number, match)
  }
  return found
}

/** One of the team's networks by id (an MNP answer names the network a number moved to). */
export async function teamNetworkById(
  db: Database,
  teamId: string,
  id: string,
): Promise<KnownNetwork | null> {
  return (await teamNetworks(db, teamId)).byId.get(id) ?? null
}
