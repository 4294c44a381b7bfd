// Prints the automation engine's throughput: 100,000 contacts waiting at the wait of a
// five-node automation (trigger → wait → add tag → webhook → end), their wait over, advanced
// to the end by the built product's engine (the local webhook receiver), on PGlite and on a
// throwaway PostgreSQL server (when initdb and pg_ctl are on PATH). Timed from turning the
// automation on (PATCH toggle-status) to the last journey completed.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { settle, verifyUser } from './audience-data.mjs'
import { call, registerUser, step, thousands } from './client.mjs'
import { startProduct } from './server.mjs'
import { openStore, withDatabase } from './store.mjs'

const password = 'bench passphrase 1'
const contacts = Number(process.env.BENCH_AUTOMATION_CONTACTS ?? 100_000)
const engineEnv = { ENGINE_BATCH: '1000' }

const graph = {
  nodes: [
    ['t', 'trigger', { event: 'tag_added', tag: 'Bench' }],
    ['w', 'wait', { mode: 'duration', amount: 1, unit: 'minutes' }],
    ['g', 'add_tag', { tag: 'Advanced' }],
    ['h', 'webhook', { url: 'https://hooks.example.com/bench' }],
    ['e', 'end', {}],
  ].map(([id, kind, settings], index) => ({
    id,
    kind,
    position: { x: 0, y: index * 100 },
    settings,
  })),
  edges: [
    ['t', 'w'],
    ['w', 'g'],
    ['g', 'h'],
    ['h', 'e'],
  ].map(([source, target]) => ({ id: `${source}-${target}`, source, target, branch: 'next' })),
}

/** The contacts, the automation (published, off) and every contact's journey, its wait over. */
async function seed(db, sql, teamId) {
  await db.execute(sql`
    insert into contacts (id, team_id, phone, country, first_name, tags, status, source)
    select gen_random_uuid()::text, ${teamId}, '+4475' || lpad(i::text, 8, '0'), 'GB',
      'Person ' || i, array['Bench'], 'active', 'upload'
    from generate_series(1, ${contacts}::int) as i`)
  const automationId = crypto.randomUUID()
  const json = JSON.stringify(graph)
  await db.execute(sql`
    insert into automations (id, team_id, name, status, graph, version, published_at, published_by_name)
    values (${automationId}, ${teamId}, 'Advance bench', 'inactive', ${json}::jsonb, 1, now(), 'Bench')`)
  await db.execute(sql`
    insert into automation_versions (id, team_id, automation_id, version, graph, published_by_name)
    values (gen_random_uuid()::text, ${teamId}, ${automationId}, 1, ${json}::jsonb, 'Bench')`)
  await db.execute(sql`
    insert into automation_journeys (id, team_id, automation_id, contact_id, version, node_id,
      state, entered_at, node_entered_at, wake_at)
    select gen_random_uuid()::text, ${teamId}, ${automationId}, id, 1, 'w', 'waiting',
      now() - interval '2 minutes', now() - interval '2 minutes', now() - interval '1 minute'
    from contacts where team_id = ${teamId}`)
  await db.execute(sql`
    insert into automation_journey_steps (id, journey_id, automation_id, version, node_id, outcome,
      branch, edge_id, entered_at, left_at)
    select gen_random_uuid()::text, j.id, j.automation_id, 1, s.node_id, s.outcome, s.branch,
      s.edge_id, j.entered_at, case when s.outcome = 'completed' then j.entered_at end
    from automation_journeys j,
      (values ('t', 'completed', 'next', 't-w'), ('w', 'waiting', null, null))
        as s(node_id, outcome, branch, edge_id)
    where j.automation_id = ${automationId}`)
  return automationId
}

async function benchBackend(backend, root) {
  const store = await openStore(backend, root)
  try {
    const email = `automation-bench-${Date.now()}@example.test`
    const user = await registerUser(store.env, email, password)
    step(backend, `seeding ${thousands(contacts)} contacts waiting in an automation`)
    const automationId = await withDatabase(store, async (db, sql) => {
      await verifyUser(db, sql, user.id)
      const id = await seed(db, sql, user.teamId)
      await settle(db, sql)
      return id
    })
    const product = await startProduct({ ...store.env, ...engineEnv })
    try {
      const { access_token: token } = await call(product.url, 'token/login', {
        method: 'POST',
        body: { email, password },
      })
      step(backend, `advancing ${thousands(contacts)} contacts`)
      const started = performance.now()
      await call(product.url, `automations/${automationId}/toggle-status`, {
        method: 'PATCH',
        token,
      })
      let told = 0
      for (;;) {
        // A busy one-process PGlite may answer late: a poll that times out is just skipped.
        const read = await call(product.url, `automations/${automationId}`, { token }).catch(
          (error) => ({ error }),
        )
        const at = performance.now() - started
        if (read.error) {
          step(backend, `a poll failed (${read.error.message}), polling again`)
          continue
        }
        const { counts } = read
        if (counts.completed + counts.failed === contacts) {
          if (counts.failed > 0) throw new Error(`${counts.failed} journeys failed`)
          return { backend, ms: at }
        }
        if (at - told > 10_000) {
          told = at
          step(backend, `${thousands(counts.completed)} completed`)
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      await product.stop()
    }
  } finally {
    await store.stop()
  }
}

export async function benchAutomationAdvance() {
  const postgres = ['initdb', 'pg_ctl'].every((binary) => spawnSync('which', [binary]).status === 0)
  // BENCH_BACKENDS=postgres (or pglite) measures one of them only.
  const backends = (postgres ? ['pglite', 'postgres'] : ['pglite']).filter(
    (backend) => !process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.includes(backend),
  )
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`
  console.log(
    `\nAutomation engine: ${thousands(contacts)} contacts waiting, advanced through trigger → wait → add tag → webhook → end (${load()})`,
  )
  if (!postgres) console.log('initdb/pg_ctl not on PATH: PostgreSQL not measured')
  for (const backend of backends) {
    const root = mkdtempSync(join(tmpdir(), `switchboard-automation-bench-${backend}-`))
    // The throwaway PostgreSQL runs as the postgres user, which must reach its folder.
    chmodSync(root, 0o755)
    try {
      const { ms } = await benchBackend(backend, root)
      console.log(
        `  ${backend === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${(ms / 1000).toFixed(1)} s, ${thousands((contacts / ms) * 1000)} contacts advanced/s`,
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAutomationAdvance()
