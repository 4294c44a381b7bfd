// The network benches' shared setup: a team on an in-memory PGlite holding the shipped reference
// networks plus synthetic ones (MCC 999, 100 prefixes each) until it has `prefixTarget` prefixes.
import { inMemory, openDatabase } from '../../server/src/db/connect'
import { networks, teams, users } from '../../server/src/db/schema'
import { loadReferenceNetworks } from '../../server/src/domain/networks/load-reference'
import { insertPrefixRows } from '../../server/src/domain/networks/prefix-index'
import { referenceNetworks } from '../../server/src/domain/networks/reference'

export async function benchTeamWithPrefixes(prefixTarget: number) {
  const handle = await openDatabase({ dataDir: inMemory })
  await handle.migrate()
  const { db } = handle
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench', email: 'bench@example.com' })
    .returning()
  const [team] = await db
    .insert(teams)
    .values({ name: 'Bench', ownerId: owner?.id ?? '' })
    .returning()
  const teamId = team?.id ?? ''
  const start = performance.now()
  const loaded = await loadReferenceNetworks(db, teamId)
  console.log(
    `reference load: ${loaded.added} networks in ${(performance.now() - start).toFixed(0)} ms`,
  )
  const prefixes = referenceNetworks.flatMap((network) => network.prefixes)
  for (let n = 0; prefixes.length < prefixTarget; n++) {
    const own = Array.from(
      { length: 100 },
      (_, index) => `999${n}${String(index).padStart(3, '0')}`,
    )
    const [network] = await db
      .insert(networks)
      .values({
        teamId,
        mcc: '999',
        mnc: String(n).padStart(3, '0'),
        country: 'ZZ',
        name: `Synthetic ${n}`,
        prefixes: own,
      })
      .returning()
    if (network) await insertPrefixRows(db, teamId, [network])
    prefixes.push(...own)
  }
  return { handle, db, teamId, prefixes }
}
