// Prints the delivery engine's send throughput: a campaign of 100,000 contacts sent through the
// local carrier simulator (no latency, receipts at once), against the built product over real
// HTTP, on PGlite and on a throwaway PostgreSQL server (when initdb and pg_ctl are on PATH).
// From the send to the last message with the carrier (submitted), and to the last receipt.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { settle, verifyUser } from './audience-data.mjs'
import { call, registerUser, step, thousands } from './client.mjs'
import { startProduct } from './server.mjs'
import { openStore, withDatabase } from './store.mjs'

const password = 'bench passphrase 1'
const contacts = Number(process.env.BENCH_CAMPAIGN_CONTACTS ?? 100_000)
const tag = 'send-bench'
/** The simulator as fast as it goes: what is measured is the engine and its database. */
const engineEnv = {
  SIMULATOR_LATENCY_MS: '0',
  SIMULATOR_RECEIPT_DELAY_MS: '0',
  SIMULATOR_FAILURE_RATE: '0',
  ENGINE_BATCH: '1000',
}

const rate = (count, ms) => `${thousands(Math.round((count / ms) * 1000))} messages/s`

async function seedAudience(db, sql, teamId) {
  await db.execute(sql`
    insert into contacts (id, team_id, phone, country, first_name, tags, status, source)
    select gen_random_uuid()::text, ${teamId}, '+4475' || lpad(i::text, 8, '0'), 'GB',
      'Person ' || i, array[${tag}::text], 'active', 'upload'
    from generate_series(1, ${contacts}::int) as i`)
}

async function benchBackend(backend, root) {
  const store = await openStore(backend, root)
  try {
    const email = `send-bench-${Date.now()}@example.test`
    const user = await registerUser(store.env, email, password)
    step(backend, `seeding ${thousands(contacts)} contacts`)
    await withDatabase(store, async (db, sql) => {
      await verifyUser(db, sql, user.id)
      await seedAudience(db, sql, user.teamId)
      await settle(db, sql)
    })
    const product = await startProduct({ ...store.env, ...engineEnv })
    try {
      const { access_token: token } = await call(product.url, 'token/login', {
        method: 'POST',
        body: { email, password },
      })
      const post = (path, body) => call(product.url, path, { method: 'POST', token, body })
      await post('tags', { name: tag })
      const sender = await post('sms/senderids', { value: 'BENCH' })
      const text = await post('sms/texts', { body: 'Hello {first_name}, our rates are live.' })
      const campaign = await post('sms/campaigns', {
        name: 'Send bench',
        targets: { tags: [tag] },
        sender_ids: [sender.id],
        text_ids: [text.id],
      })
      step(backend, `sending ${thousands(contacts)} messages`)
      const started = performance.now()
      await post(`sms/campaigns/${campaign.id}/send`)
      const times = {}
      for (;;) {
        const now = await call(product.url, `sms/campaigns/${campaign.id}`, { token })
        const at = performance.now() - started
        if (times.queued === undefined && now.stats.queued === contacts) times.queued = at
        if (times.sent === undefined && now.stats.sent === contacts) times.sent = at
        if (now.stats.delivered + now.stats.failed === contacts && now.status === 'completed') {
          times.delivered = at
          break
        }
        if (at - (times.told ?? 0) > 10_000) {
          times.told = at
          step(backend, `${now.status}: ${JSON.stringify(now.stats)}`)
        }
        if (['failed', 'stopped'].includes(now.status))
          throw new Error(`The campaign ended ${now.status}: ${now.failure}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return { backend, times }
    } finally {
      await product.stop()
    }
  } finally {
    await store.stop()
  }
}

function report({ backend, times }) {
  console.log(`${backend === 'postgres' ? 'PostgreSQL' : 'PGlite'}:`)
  console.log(`  audience expanded (all queued)  ${(times.queued / 1000).toFixed(1)} s`)
  console.log(
    `  all submitted to the carrier    ${(times.sent / 1000).toFixed(1)} s  ${rate(contacts, times.sent)}`,
  )
  console.log(
    `  all delivered, run completed    ${(times.delivered / 1000).toFixed(1)} s  ${rate(contacts, times.delivered)}`,
  )
}

export async function benchCampaignSend() {
  const postgres = ['initdb', 'pg_ctl'].every((binary) => spawnSync('which', [binary]).status === 0)
  // BENCH_BACKENDS=postgres (or pglite) measures one of them only.
  const backends = (postgres ? ['pglite', 'postgres'] : ['pglite']).filter(
    (backend) => !process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.includes(backend),
  )
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`
  console.log(
    `\nCampaign send: ${thousands(contacts)} contacts through the local simulator (no latency), send to completed (${load()})`,
  )
  if (!postgres) console.log('initdb/pg_ctl not on PATH: PostgreSQL not measured')
  for (const backend of backends) {
    const root = mkdtempSync(join(tmpdir(), `switchboard-send-bench-${backend}-`))
    // The throwaway PostgreSQL runs as the postgres user, which must reach its folder.
    chmodSync(root, 0o755)
    try {
      report(await benchBackend(backend, root))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCampaignSend()
