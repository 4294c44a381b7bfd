import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { networkPrefixes, networks } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { said } from '../../http/words'

/** How many of the clashing prefixes the message names. */
const namedMax = 5
/** Prefix rows per insert (three parameters each). */
const batchSize = 3_000

/** Adds prefix rows of networks (the caller knows no other network of the team holds them). */
export async function insertPrefixRows(
  tx: Database,
  teamId: string,
  owned: readonly { id: string; prefixes: readonly string[] }[],
): Promise<void> {
  const rows = owned.flatMap((network) =>
    network.prefixes.map((prefix) => ({ teamId, prefix, networkId: network.id })),
  )
  for (let start = 0; start < rows.length; start += batchSize)
    await tx.insert(networkPrefixes).values(rows.slice(start, start + batchSize))
}

/**
 * Writes a network's prefixes into the team's prefix index, in the network's write transaction.
 * A prefix another network of the team holds is refused (422 on `prefixes`, naming that network):
 * the lookup never has to choose between two owners of one prefix.
 */
export async function indexNetworkPrefixes(
  tx: Database,
  teamId: string,
  network: { id: string; prefixes: string[] },
): Promise<void> {
  await tx.delete(networkPrefixes).where(eq(networkPrefixes.networkId, network.id))
  if (network.prefixes.length === 0) return
  const clashes = await tx
    .select({ prefix: networkPrefixes.prefix, name: networks.name })
    .from(networkPrefixes)
    .innerJoin(networks, eq(networks.id, networkPrefixes.networkId))
    .where(
      and(
        eq(networkPrefixes.teamId, teamId),
        ne(networkPrefixes.networkId, network.id),
        inArray(networkPrefixes.prefix, network.prefixes),
      ),
    )
    .orderBy(asc(networkPrefixes.prefix))
  const [first] = clashes
  if (first) {
    const clashing = clashes.filter((clash) => clash.name === first.name)
    throw ValidationError.field(
      'prefixes',
      said('network.prefixTaken', {
        count: clashing.length,
        prefixes: clashing
          .slice(0, namedMax)
          .map((clash) => clash.prefix)
          .join(', '),
        name: first.name,
      }),
    )
  }
  await insertPrefixRows(tx, teamId, [network])
}
