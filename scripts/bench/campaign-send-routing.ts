// Prints the delivery engine's send throughput with routing on against the default route, side
// by side in one run (two rounds each, alternating; the faster shown), in-process on an in-memory PGlite: two sending campaigns of
// BENCH_ROUTING_MESSAGES queued messages (30,000) each, submitted batch by batch (claim, ask the
// routes, submit to the local simulator without latency, record) until none is left. One goes by
// the default route (no plan: noRouting); the other asks a fixed test chooser per message, which
// splits by the submit key's hash over two routes with a vendor rate each, so its figure is the
// engine's own cost of routing (the query per message, the route and cost recorded), not the
// plans' rule matching. A third and fourth campaign go by the team's default plan through the real
// plans chooser over the MNP cache: its MNP answers read once per batch, and (for comparison) once
// per message as before the batch prefetch. Run: npx tsx scripts/bench/campaign-send-routing.ts (npm run bench runs it).
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { createSimulator } from '../../server/src/adapters/carrier/simulator'
import { readConfig } from '../../server/src/config'
import { inMemory, openDatabase } from '../../server/src/db/connect'
import type { EngineDeps } from '../../server/src/domain/campaigns/engine/deps'
import { createStatsPusher } from '../../server/src/domain/campaigns/engine/stats'
import { submitBatch } from '../../server/src/domain/campaigns/engine/submit'
import { freshMnpAnswers } from '../../server/src/domain/enrichment/mnp-cache'
import type { MnpSource } from '../../server/src/domain/routing/mnp-source'
import { planRouteChooser } from '../../server/src/domain/routing/plan-chooser'
import {
  type ChooseRoutes,
  noRouting,
  type RouteCandidate,
} from '../../server/src/domain/routing/route-choice'
import { createEventBus } from '../../server/src/events/bus'
import { parseMoney } from '../../src/contract/money'

const messages = Number(process.env.BENCH_ROUTING_MESSAGES ?? 30_000)
const handle = await openDatabase({ dataDir: inMemory })
await handle.migrate()
const { db } = handle
const config = readConfig({ DATA_DIR: inMemory, ENGINE_BATCH: '1000' })
const events = createEventBus()
const stats = createStatsPusher(db, events, (error) => console.error(error))
const simulator = createSimulator({
  latencyMs: 0,
  failureRate: 0,
  receiptDelayMs: 0,
  seed: 'routing-bench',
  submitLog: undefined,
  replyRate: 0,
  replyDelayMs: 0,
})

await db.execute(sql`insert into users (id, name, email) values ('u', 'Bench', 'b@x.test')`)
await db.execute(sql`insert into teams (id, name, owner_id) values ('t', 'Bench', 'u')`)
await db.execute(sql`insert into networks (id, team_id, mcc, mnc, country, name, prefixes)
  values ('n', 't', '234', '15', 'GB', 'Bench Mobile', array['4475'])`)
await db.execute(sql`insert into sms_routes (id, team_id, name, vendor_name)
  values ('r1', 't', 'Vendor A', 'A'), ('r2', 't', 'Vendor B', 'B')`)
// The default plan: GB split 60/40 over both routes, each with a rate for the network.
await db.execute(sql`insert into routing_plans (id, team_id, name, is_default)
  values ('p', 't', 'Default', true)`)
await db.execute(sql`insert into routing_rules (id, team_id, plan_id, position, name, countries)
  values ('rule', 't', 'p', 1, 'GB', array['GB'])`)
await db.execute(sql`insert into routing_rule_routes (rule_id, route_id, weight, failover_position)
  values ('rule', 'r1', 60, 1), ('rule', 'r2', 40, 2)`)
await db.execute(sql`insert into vendor_rates (id, team_id, route_id, network_id, country, price,
    currency, effective_from)
  values ('v1', 't', 'r1', 'n', 'GB', '0.012345', 'EUR', now() - interval '1 day'),
    ('v2', 't', 'r2', 'n', 'GB', '0.013', 'EUR', now() - interval '1 day')`)

/** A sending campaign with `messages` queued messages, due now. */
async function queue(campaignId: string) {
  await db.execute(sql`insert into sms_campaigns (id, team_id, name, targets, schedule, status)
    values (${campaignId}, 't', ${campaignId}, '{}'::jsonb, '{"kind":"now"}'::jsonb, 'sending')`)
  await db.execute(sql`
    insert into campaign_messages (id, team_id, campaign_id, run, phone, country, network_id,
      sender_id, body, parts, submit_key, not_before)
    select ${campaignId} || '-' || i, 't', ${campaignId}, 1, '+4475' || lpad(i::text, 8, '0'),
      'GB', 'n', 'BENCH', 'Hello, our rates are live.', 1, ${campaignId} || '-' || i,
      now() - interval '1 minute'
    from generate_series(1, ${messages}::int) as i`)
}

const rate = (text: string) => parseMoney(text, { currency: 'EUR', scale: 6 })
const routes: RouteCandidate[][] = [
  [
    { routeId: 'r1', connectionId: null, costPerPart: rate('0.012345') },
    { routeId: 'r2', connectionId: null, costPerPart: rate('0.013') },
  ],
  [
    { routeId: 'r2', connectionId: null, costPerPart: rate('0.013') },
    { routeId: 'r1', connectionId: null, costPerPart: rate('0.012345') },
  ],
]
/** The test chooser: a 60/40 split keyed on the submit key (the same answer on a retry). */
const fixedSplit: ChooseRoutes = async (query) =>
  routes[(createHash('sha256').update(query.key).digest()[0] ?? 0) < 154 ? 0 : 1] ?? []

async function send(campaignId: string, chooseRoutes: ChooseRoutes) {
  // Only this campaign's messages are claimable while it is measured.
  await queue(campaignId)
  const deps: EngineDeps = {
    db,
    clock: () => new Date(),
    events,
    config: { ...config, engine: { ...config.engine, batch: 1000 } },
    carrier: simulator,
    connections: {
      submit: async () => {
        throw new Error('No SMPP connection in this bench')
      },
      onReceipt: () => () => undefined,
    },
    chooseRoutes,
    stats,
    playedByTests: new Set(),
  }
  const start = performance.now()
  while (await submitBatch(deps));
  const ms = performance.now() - start
  const result = await db.execute(sql`select count(*)::int as sent,
      count(distinct route_id)::int as routes, coalesce(sum(cost::numeric), 0)::text as cost
    from campaign_messages where campaign_id = ${campaignId} and status = 'submitted'`)
  const row = (result as unknown as { rows: { sent: number; routes: number; cost: string }[] })
    .rows[0]
  return { ms, ...row }
}

console.log(
  `\nCampaign send with routing on, in-process on PGlite: ${messages.toLocaleString('en')} queued messages per campaign, local simulator without latency`,
)
// Two rounds, alternating, so neither is measured cold; the faster of each is shown.
const best = (a: Awaited<ReturnType<typeof send>>, b: typeof a) => (a.ms <= b.ms ? a : b)
const first = {
  plain: await send('default-1', noRouting),
  routed: await send('routed-1', fixedSplit),
}
const plain = best(first.plain, await send('default-2', noRouting))
const routed = best(first.routed, await send('routed-2', fixedSplit))
const mnpCache: MnpSource = (teamId, e164s, at) => freshMnpAnswers(db, teamId, e164s, at)
const planned = planRouteChooser(db, mnpCache)
// The chooser as it was before the batch prefetch: each message asked about alone.
const perMessage = planRouteChooser(db, mnpCache)
const plannedPerMessage: ChooseRoutes = (query) => perMessage({ ...query, batchNumbers: undefined })
const batchMnp = best(await send('planned-1', planned), await send('planned-2', planned))
const messageMnp = best(
  await send('alone-1', plannedPerMessage),
  await send('alone-2', plannedPerMessage),
)
const line = (label: string, figures: typeof plain) =>
  console.log(
    `  ${label.padEnd(38)} ${(figures.ms / 1000).toFixed(1)} s  ${Math.round((messages / figures.ms) * 1000).toLocaleString('en')} messages/s  (${figures.sent} submitted, ${figures.routes} route(s), cost ${figures.cost})`,
  )
line('default route (no plan)', plain)
line('routed (fixed 60/40 chooser, 2 routes)', routed)
line('plans chooser, MNP once per batch', batchMnp)
line('plans chooser, MNP once per message', messageMnp)
console.log(`  routing on / default: ${(plain.ms / routed.ms).toFixed(2)} of the throughput`)
await stats.close()
await simulator.close()
await handle.close()
