// Prints simulate times (server/src/domain/routing/simulate.ts) in-process on an in-memory
// PGlite: a team holding the shipped reference networks plus synthetic ones up to
// BENCH_ROUTING_PREFIXES prefixes (30,000), ten routes with BENCH_ROUTING_RATES vendor rates
// (200,000: per route and network, monthly history windows, and a country default each), a
// default plan of five rules (country, sender pattern, network, least cost, catch-all), then
// BENCH_ROUTING_SIMULATIONS valid numbers (2,000) under the reference prefixes simulated one by
// one. The first call loads the team's prefix index and is shown apart. Budget: p95 ≤ 10 ms.
// Run: npx tsx scripts/bench/routing-simulate.ts (npm run bench -- --only routing-simulate).
import { sql } from 'drizzle-orm'
import {
  networks,
  routingPlans,
  routingRuleRoutes,
  routingRules,
  smsRoutes,
} from '../../server/src/db/schema'
import { referenceNetworks } from '../../server/src/domain/networks/reference'
import type { MnpSource } from '../../server/src/domain/routing/mnp-source'
import { defaultRoutingScope } from '../../src/contract/constants'

/** No cached MNP answers: the bench times the router alone. */
const noMnpSource: MnpSource = async () => new Map()

import { simulateRouting } from '../../server/src/domain/routing/simulate'
import { readPhone } from '../../src/contract/phone-number'
import { benchTeamWithPrefixes } from './network-data'

const prefixTarget = Number(process.env.BENCH_ROUTING_PREFIXES ?? 30_000)
const rateTarget = Number(process.env.BENCH_ROUTING_RATES ?? 200_000)
const simulations = Number(process.env.BENCH_ROUTING_SIMULATIONS ?? 2_000)
const routeCount = 10
const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`

let start = performance.now()
const { handle, db, teamId, prefixes } = await benchTeamWithPrefixes(prefixTarget)
console.log(`networks: ${prefixes.length} prefixes in ${ms(start)}`)

start = performance.now()
const routes = await db
  .insert(smsRoutes)
  .values(
    Array.from({ length: routeCount }, (_, index) => ({
      teamId,
      name: `Route ${index + 1}`,
      vendorName: `Vendor ${index + 1}`,
    })),
  )
  .returning({ id: smsRoutes.id })
const networkCount = (await db.$count(networks, sql`${networks.teamId} = ${teamId}`)) as number
const windows = Math.max(1, Math.ceil(rateTarget / (routeCount * networkCount)))
// Monthly windows from 2020; the last one stays open. Prices vary by route and network.
await db.execute(sql`
  insert into vendor_rates (id, team_id, route_id, network_id, country, price, currency, effective_from, effective_till)
  select gen_random_uuid()::text, ${teamId}, r.id, n.id, n.country,
    round((0.001 + ((hashtext(r.id || n.id) & 65535) / 65535.0) * 0.05 + w * 0.0001)::numeric, 6), 'EUR',
    timestamptz '2020-01-01' + (w - 1) * interval '1 month',
    case when w = ${windows} then null else timestamptz '2020-01-01' + w * interval '1 month' end
  from sms_routes r cross join networks n cross join generate_series(1, ${windows}) w
  where r.team_id = ${teamId} and n.team_id = ${teamId}`)
await db.execute(sql`
  insert into vendor_rates (id, team_id, route_id, network_id, country, price, currency, effective_from)
  select gen_random_uuid()::text, ${teamId}, r.id, null, c.country, 0.02, 'EUR', timestamptz '2020-01-01'
  from sms_routes r cross join (select distinct country from networks where team_id = ${teamId}) c
  where r.team_id = ${teamId}`)
await db.execute(sql`analyze`)
const rates = await db.execute(sql`select count(*)::int as n from vendor_rates`)
console.log(
  `rates: ${(rates as unknown as { rows: { n: number }[] }).rows[0]?.n} rows in ${ms(start)}`,
)

const [plan] = await db
  .insert(routingPlans)
  .values({ teamId, name: 'Bench', isDefault: true })
  .returning()
const someNetworks = await db.select({ id: networks.id }).from(networks).limit(20)
const ruleSpecs = [
  { countries: ['FR'], mode: 'weighted' as const },
  { senderPattern: 'BANK*', mode: 'weighted' as const },
  { networkIds: someNetworks.map((row) => row.id), mode: 'weighted' as const },
  { countries: ['GB', 'DE', 'US'], mode: 'least_cost' as const },
  { mode: 'weighted' as const },
]
for (const [index, spec] of ruleSpecs.entries()) {
  const [rule] = await db
    .insert(routingRules)
    .values({ teamId, planId: plan?.id ?? '', position: index + 1, ...spec })
    .returning()
  const used = routes.slice(index, index + 3)
  await db.insert(routingRuleRoutes).values(
    used.map((route, at) => ({
      ruleId: rule?.id ?? '',
      routeId: route.id,
      weight: [50, 30, 20][at] ?? 0,
      failoverPosition: at + 1,
    })),
  )
}

const referencePrefixes = referenceNetworks.flatMap((network) => network.prefixes)
const numbers: string[] = []
for (let index = 0; numbers.length < simulations && index < simulations * 50; index++) {
  const prefix = referencePrefixes[(index * 7_919) % referencePrefixes.length] ?? '44'
  const candidate = `+${prefix}${'4567890123'.slice(0, Math.max(0, 11 - prefix.length))}`
  if (readPhone(candidate).ok) numbers.push(candidate)
}
const deps = { db, mnpSource: noMnpSource, now: new Date('2024-06-15T00:00:00Z') }
const senders = ['ACME', 'BANKONE', 'SHOP']
start = performance.now()
await simulateRouting(deps, teamId, defaultRoutingScope, { to: numbers[0] ?? '+447400123456' })
console.log(`first simulate (loads the prefix index): ${ms(start)}`)
const times: number[] = []
let routed = 0
for (const [index, to] of numbers.entries()) {
  start = performance.now()
  const trace = await simulateRouting(deps, teamId, defaultRoutingScope, {
    to,
    from: senders[index % senders.length],
  })
  times.push(performance.now() - start)
  if (trace.routes.some((route) => route.chosen)) routed += 1
}
times.sort((a, b) => a - b)
const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(2)
console.log(
  `routing simulate over ${prefixes.length} prefixes and ${rateTarget} rates: ${numbers.length} numbers, ${routed} routed; ` +
    `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms (budget p95 ≤ 10 ms)`,
)
await handle.close()
