// Prints number → network lookup times (server/src/domain/networks/lookup.ts) on an in-memory
// PGlite: a team holding the shipped reference networks plus synthetic ones, up to
// BENCH_NETWORK_PREFIXES prefixes (30,000), then BENCH_NETWORK_LOOKUPS numbers (2,000) under
// those prefixes looked up one by one. Run: npx tsx scripts/bench/network-lookup.ts
import { lookupNetwork } from '../../server/src/domain/networks/lookup'
import { benchTeamWithPrefixes } from './network-data'

const prefixTarget = Number(process.env.BENCH_NETWORK_PREFIXES ?? 30_000)
const lookups = Number(process.env.BENCH_NETWORK_LOOKUPS ?? 2_000)
const { handle, db, teamId, prefixes } = await benchTeamWithPrefixes(prefixTarget)
let start = performance.now()

const numbers = Array.from({ length: lookups }, (_, index) => {
  const prefix = prefixes[(index * 7_919) % prefixes.length] ?? '44'
  return `+${prefix}${'1234567890'.slice(0, Math.max(0, 12 - prefix.length))}`
})
const times: number[] = []
let found = 0
for (const number of numbers) {
  start = performance.now()
  if (await lookupNetwork(db, teamId, number)) found += 1
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(2)
console.log(
  `network lookup over ${prefixes.length} prefixes: ${lookups} numbers, ${found} found; ` +
    `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
)
await handle.close()
