// Prints the API's login throughput and list latencies on PGlite and on a throwaway PostgreSQL
// server (when initdb and pg_ctl are on PATH), against the built product over real HTTP.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { call, latency, registerUser, spreadText } from './client.mjs'
import { startProduct } from './server.mjs'
import { importTs, openStore } from './store.mjs'

const password = 'bench passphrase 1'
const notificationRows = 10_000
const activityRows = 100_000
const logins = { total: 64, concurrency: 8 }
const listRequests = { warmUp: 20, measured: 200 }
/** Ours, not the spec's: a list page answers within this at the 95th percentile on PostgreSQL. */
const listP95BudgetMs = 20

/**
 * Rows written straight into the stopped product's database: the bench user verified, 10,000
 * notifications (a fifth about the account, a third read) and 100,000 activity entries of
 * their team, spread over the past months.
 */
async function fillDatabase(store, user) {
  const { openDatabase } = await importTs('../../server/src/db/connect.ts')
  const { sql } = await import('drizzle-orm')
  const database = await openDatabase({
    databaseUrl: store.env.DATABASE_URL,
    dataDir: store.env.DATA_DIR ?? 'memory://',
  })
  const activity = { filled: false, reason: '' }
  try {
    await database.db.execute(sql`update users set email_verified_at = now() where id = ${user.id}`)
    await database.db.execute(sql`
      insert into notifications (id, user_id, team_id, type, title, body, link, read_at, created_at)
      select gen_random_uuid()::text, ${user.id},
        case when i % 5 = 0 then null else ${user.teamId} end,
        (array['campaign.finished', 'campaign.failed', 'audience.import_finished',
          'billing.low_balance', 'routing.rates_changed'])[1 + i % 5],
        'Bench notification ' || i, 'What happened, in a sentence or two: ' || i, '/campaigns',
        case when i % 3 = 0 then now() - (i || ' minutes')::interval end,
        now() - (i || ' minutes')::interval
      from generate_series(1, ${notificationRows}) as i`)
    try {
      await database.db.execute(sql`
        insert into activity_log (id, team_id, actor_id, actor_name, action, subject_type,
          subject_id, subject_label, properties, created_at)
        select gen_random_uuid()::text, ${user.teamId}, ${user.id}, 'Bench User',
          (array['created', 'updated', 'deleted', 'role_changed'])[1 + i % 4],
          (array['member', 'invitation', 'api_token', 'custom_field'])[1 + i % 4],
          gen_random_uuid()::text, 'Record ' || i, jsonb_build_object('n', i),
          now() - (i || ' seconds')::interval
        from generate_series(1, ${activityRows}) as i`)
      activity.filled = true
    } catch (error) {
      activity.reason = error.cause?.message ?? error.message
    }
    // A settled table, as autovacuum leaves it: statistics and visibility map up to date.
    await database.db.execute(sql`vacuum analyze`)
  } finally {
    await database.close()
  }
  return activity
}

async function loginThroughput(url, email) {
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < logins.total) {
      next += 1
      await call(url, 'token/login', { method: 'POST', body: { email, password } })
    }
  }
  await Promise.all(Array.from({ length: logins.concurrency }, worker))
  return logins.total / ((performance.now() - started) / 1000)
}

async function listLatency(url, path, token) {
  const { p50, p95, last } = await latency(listRequests, () => call(url, path, { token }))
  return { p50, p95, total: last.meta.total }
}

async function benchBackend(backend, root) {
  const store = await openStore(backend, root)
  try {
    const email = `bench-${Date.now()}@example.test`
    const user = await registerUser(store.env, email, password)
    const activity = await fillDatabase(store, user)
    const product = await startProduct(store.env)
    try {
      const rate = await loginThroughput(product.url, email)
      const { access_token: token } = await call(product.url, 'token/login', {
        method: 'POST',
        body: { email, password },
      })
      const notifications = await listLatency(product.url, 'notifications', token)
      const activityLog = activity.filled
        ? await listLatency(product.url, 'teams/activity', token)
        : { pending: activity.reason }
      return { backend, rate, notifications, activityLog }
    } finally {
      await product.stop()
    }
  } finally {
    await store.stop()
  }
}

function listFigures(result, isPostgres) {
  if (result.pending) return `not measured (${result.pending})`
  const budget = isPostgres
    ? `  p95 ≤ ${listP95BudgetMs} ms: ${result.p95 <= listP95BudgetMs ? 'ok' : 'OVER'}`
    : ''
  return `${spreadText(result)}  (${result.total} rows)${budget}`
}

export async function benchApi() {
  const postgres = ['initdb', 'pg_ctl'].every(
    (binary) => spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0,
  )
  const backends = postgres ? ['pglite', 'postgres'] : ['pglite']
  const root = mkdtempSync(join(tmpdir(), 'switchboard-bench-'))
  // The PostgreSQL server may run as another user, who must reach its folder inside this one.
  chmodSync(root, 0o755)
  console.log(
    `\nAPI (login: ${logins.total} logins, ${logins.concurrency} at a time; lists: page 1 of 10, ${listRequests.measured} requests one after another)`,
  )
  // Latencies on a busy machine say more about the machine: the load is printed beside them.
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`
  console.log(`(${load()} at the start)`)
  if (!postgres) console.log('initdb/pg_ctl not on PATH: PostgreSQL not measured')
  try {
    for (const backend of backends) {
      const result = await benchBackend(backend, root)
      const isPostgres = backend === 'postgres'
      const name = isPostgres ? 'PostgreSQL' : 'PGlite'
      console.log(`${name} (${load()} at the end)`)
      console.log(`  login throughput          ${result.rate.toFixed(1)} logins/s`)
      console.log(`  notifications (10,000)    ${listFigures(result.notifications, isPostgres)}`)
      console.log(`  activity log (100,000)    ${listFigures(result.activityLog, isPostgres)}`)
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
