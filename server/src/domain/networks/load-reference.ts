import { eq } from 'drizzle-orm'
import type { NetworkReferenceImport } from '../../../../src/contract/network'
import type { Database } from '../../db/connect'
import { networkPrefixes, networks } from '../../db/schema'
import { insertPrefixRows } from './prefix-index'
import { referenceNetworks, referenceVersion } from './reference'

/** Networks per insert: a few hundred keeps each statement's parameters well under the limit. */
const batchSize = 400

/**
 * Copies the reference networks the team does not have yet (by MCC and MNC) into its own list.
 * A network the team already has, edited or not, is kept as it is, and so is every prefix the
 * team's networks already hold (a copied network comes without it); loading twice adds nothing.
 */
export async function loadReferenceNetworks(
  tx: Database,
  teamId: string,
): Promise<NetworkReferenceImport> {
  const heldRows = await tx
    .select({ prefix: networkPrefixes.prefix })
    .from(networkPrefixes)
    .where(eq(networkPrefixes.teamId, teamId))
  const held = new Set(heldRows.map((row) => row.prefix))
  let added = 0
  for (let start = 0; start < referenceNetworks.length; start += batchSize) {
    const rows = referenceNetworks.slice(start, start + batchSize).map((network) => ({
      ...network,
      prefixes: network.prefixes.filter((prefix) => !held.has(prefix)),
      teamId,
      fromReference: true,
    }))
    const stored = await tx
      .insert(networks)
      .values(rows)
      .onConflictDoNothing({ target: [networks.teamId, networks.mcc, networks.mnc] })
      .returning({ id: networks.id, prefixes: networks.prefixes })
    await insertPrefixRows(tx, teamId, stored)
    added += stored.length
  }
  return { version: referenceVersion, added, kept: referenceNetworks.length - added }
}
