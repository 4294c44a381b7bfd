// Prints p50/p95 of the campaign reports (GET sms/campaigns/reports and domains-cost) on PGlite
// with 100,000 messages and on a throwaway PostgreSQL server (when initdb and pg_ctl are on
// PATH) with 1,000,000, against the built product over real HTTP.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { settle, verifyUser } from './audience-data.mjs'
import { call, latency, registerUser, spreadText, step, thousands } from './client.mjs'
import { startProduct } from './server.mjs'
import { openStore, withDatabase } from './store.mjs'

const password = 'bench passphrase 1'
const sizes = { pglite: 100_000, postgres: 1_000_000 }
const campaignCount = 20
const domains = ['go.example.com', 'l.example.net', 'promo.example.org', null]
/** The messages are queued over this many days up to now. */
const spanDays = 60
const requests = { warmUp: 3, measured: 20 }

const dayOf = (date) => date.toISOString().slice(0, 10)

/** What a reports page asks for: its default period, the whole span, one campaign, the domains. */
function queries(campaignId) {
  const to = dayOf(new Date())
  const from = dayOf(new Date(Date.now() - (spanDays - 1) * 24 * 60 * 60 * 1000))
  const span = `filter[from]=${from}&filter[to]=${to}`
  return [
    ['report, last 30 days by day', 'sms/campaigns/reports'],
    [`report, ${spanDays} days by week`, `sms/campaigns/reports?${span}&grouping=week`],
    [
      `report, one campaign, ${spanDays} days`,
      `sms/campaigns/reports?${span}&filter[campaign_id]=${campaignId}`,
    ],
    ['domains-cost, last 30 days', 'sms/campaigns/domains-cost'],
    [`domains-cost, ${spanDays} days`, `sms/campaigns/domains-cost?${span}`],
  ]
}

/**
 * 20 sent campaigns over four tracking domains (one campaign in four has none), and `count`
 * messages spread evenly over the last 60 days, their outcomes picked by a hash of the row
 * number: 98% submitted, 90% delivered, 8% failed, 5% clicked, 1% replied. The message indexes
 * are dropped during the insert and built again afterwards, as a bulk load does.
 */
async function seedMessages(db, sql, teamId, count) {
  const campaignIds = []
  for (let n = 0; n < campaignCount; n++) {
    const domain = domains[n % domains.length]
    const { rows } = await db.execute(sql`
      insert into sms_campaigns (id, team_id, name, targets, schedule, tracking_domain, status,
        lifecycle)
      values (gen_random_uuid()::text, ${teamId}, ${`Bench campaign ${n + 1}`},
        '{"segment_ids": [], "tags": ["vip"], "feed_ids": []}', '{"kind": "now"}', ${domain},
        'completed', '{"delivery": "completed", "recurrence": "none", "feed": "none"}')
      returning id`)
    campaignIds.push(rows[0].id)
  }
  const { rows: indexes } = await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'campaign_messages' and indexname <> 'campaign_messages_pkey'`,
  )
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`))
  const ids = sql.raw(`array[${campaignIds.map((id) => `'${id}'`).join(', ')}]`)
  await db.execute(sql`
    insert into campaign_messages (id, team_id, campaign_id, run, phone, sender_id, body, status,
      submit_key, cost, price, not_before, queued_at, submitted_at, delivered_at, failed_at,
      clicked_at, replied_at)
    select gen_random_uuid()::text, ${teamId}, (${ids})[1 + i % ${campaignCount}], 1,
      '+4474' || lpad(i::text, 8, '0'), 'BENCH', 'Hello, our spring rates are live.',
      case when pick < 90 then 'delivered' when pick < 98 then 'failed' else 'queued' end,
      'bench-' || i,
      case when pick < 98 then (0.0100 + (i % 50) / 10000.0)::text end,
      case when pick < 98 then '0.0400' end,
      queued, queued,
      case when pick < 98 then queued + interval '2 seconds' end,
      case when pick < 90 then queued + interval '20 seconds' end,
      case when pick >= 90 and pick < 98 then queued + interval '20 seconds' end,
      case when pick < 5 then queued + interval '10 minutes' end,
      case when pick < 1 then queued + interval '30 minutes' end
    from (
      select i, abs(hashint4extended(i, 11)) % 100 as pick,
        now() - (${spanDays} * 86400.0 * i / ${count}) * interval '1 second' as queued
      from generate_series(1, ${count}::int) as i
    ) as seeded`)
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef))
  return campaignIds
}

async function benchBackend(backend, root) {
  const size = sizes[backend]
  const store = await openStore(backend, root)
  try {
    const email = `bench-${Date.now()}@example.test`
    const user = await registerUser(store.env, email, password)
    step(backend, `seeding ${thousands(size)} messages`)
    const seeded = performance.now()
    const campaignIds = await withDatabase(store, async (db, sql) => {
      await verifyUser(db, sql, user.id)
      const ids = await seedMessages(db, sql, user.teamId, size)
      await settle(db, sql)
      return ids
    })
    const result = { backend, size, seedSeconds: (performance.now() - seeded) / 1000, lists: [] }
    const product = await startProduct(store.env)
    try {
      const session = await call(product.url, 'token/login', {
        method: 'POST',
        body: { email, password },
      })
      const token = session.access_token
      step(backend, 'reading reports')
      for (const [name, path] of queries(campaignIds[0])) {
        const figures = await latency(requests, () => call(product.url, path, { token }))
        const counted = figures.last.totals
          ? figures.last.totals.queued
          : figures.last.domains.reduce((sum, domain) => sum + domain.messages, 0)
        result.lists.push({ name, ...figures, counted })
      }
    } finally {
      await product.stop()
    }
    return result
  } finally {
    await store.stop()
  }
}

function print(result) {
  console.log(
    `  seeded ${thousands(result.size)} messages with SQL in ${result.seedSeconds.toFixed(1)} s`,
  )
  for (const list of result.lists)
    console.log(
      `    ${list.name.padEnd(36)} ${spreadText(list, 10)}  (${thousands(list.counted)} messages counted)`,
    )
}

export async function benchCampaignReports() {
  const postgres = ['initdb', 'pg_ctl'].every(
    (binary) => spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0,
  )
  // BENCH_BACKENDS=postgres (or pglite) measures one of them only.
  const backends = (postgres ? ['pglite', 'postgres'] : ['pglite']).filter(
    (backend) => !process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.includes(backend),
  )
  const root = mkdtempSync(join(tmpdir(), 'switchboard-bench-reports-'))
  // The PostgreSQL server may run as another user, who must reach its folder inside this one.
  chmodSync(root, 0o755)
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`
  console.log(
    `\nCampaign reports (${campaignCount} campaigns, messages over ${spanDays} days; ${requests.measured} requests one after another)`,
  )
  console.log(`(${load()} at the start)`)
  if (!postgres) console.log('initdb/pg_ctl not on PATH: PostgreSQL not measured')
  try {
    for (const backend of backends) {
      const result = await benchBackend(backend, root)
      console.log(`${backend === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${load()} at the end)`)
      print(result)
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
