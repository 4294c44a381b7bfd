// Prints what the automation trigger sweeps cost at scale (domain/automations/triggers), on an
// in-memory PGlite and on a throwaway PostgreSQL server (when initdb and pg_ctl are on PATH;
// BENCH_BACKENDS=pglite or postgres measures one): a team of N contacts (BENCH_SWEEP_CONTACTS,
// 1,000,000), a segment_entered automation over a tag segment and date_arrives ones over a date
// field (once and yearly). Times the first pass (who is in already), a quiet call, a call of the
// next pass, a call after 1,000 contacts were written, then each date sweep alone over a window
// of one day and of one minute. Run: npx tsx scripts/bench/trigger-sweeps.ts (npm run bench
// runs it).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { readConfig } from '../../server/src/config'
import { type Database, inMemory, openDatabase } from '../../server/src/db/connect'
import { automationTriggerSweeps } from '../../server/src/db/schema'
import { sweepDates } from '../../server/src/domain/automations/triggers/date-sweep'
import { passEveryMs } from '../../server/src/domain/automations/triggers/segment-sweep'
import { saveSweep, syncSweeps } from '../../server/src/domain/automations/triggers/sweeps'
import { automationTriggersTask } from '../../server/src/domain/automations/triggers/task'
import type { BackgroundWork } from '../../server/src/work/background'
import { postgresBinariesAvailable } from '../../tests/server/support/postgres-server'
import { openStore } from './store.mjs'

const contactCount = Number(process.env.BENCH_SWEEP_CONTACTS ?? 1_000_000)
const config = readConfig({ DATA_DIR: inMemory })
const signal = new AbortController().signal
const load = () => `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`
const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`

async function timed(label: string, run: () => Promise<unknown>) {
  const start = performance.now()
  const result = await run()
  console.log(`  ${label}: ${ms(start)}${typeof result === 'string' ? ` (${result})` : ''}`)
}

const dateTriggers = {
  a2: { event: 'date_arrives', field: 'renewal', offset_days: 0, at: '09:00' },
  a3: { event: 'date_arrives', field: 'renewal', offset_days: 0, at: '09:00', repeat: 'yearly' },
} as const

async function seed(db: Database) {
  await db.execute(sql`insert into users (id, name, email) values ('u', 'Bench', 'b@x.test')`)
  await db.execute(sql`insert into teams (id, name, owner_id) values ('t', 'Bench', 'u')`)
  await db.execute(sql`insert into custom_fields (id, team_id, key, label, type)
    values ('f', 't', 'renewal', 'Renewal', 'date')`)
  await timed(`seeding ${contactCount} contacts`, () =>
    db.execute(sql`
      insert into contacts (id, team_id, phone, tags, custom_fields, status, source)
      select lpad(i::text, 12, '0'), 't', '+4475' || lpad(i::text, 8, '0'),
        case when i % 10 = 0 then array['VIP'] else array[]::text[] end,
        jsonb_build_object('renewal', to_char(date '2030-03-01' + (i % 365), 'YYYY-MM-DD')),
        'active', 'upload'
      from generate_series(1, ${contactCount}::int) as i`),
  )
  await db.execute(sql`analyze contacts`)
  await db.execute(sql`insert into segments (id, team_id, name, rules, count_run)
    values ('s', 't', 'VIPs', ${JSON.stringify({ match: 'all', rules: [{ field: 'tags', operator: 'has_any', value: ['VIP'] }] })}::jsonb, 'r')`)
  const triggers = [
    ['a1', { event: 'segment_entered', segment_id: 's' }],
    ...Object.entries(dateTriggers),
  ]
  for (const [id, trigger] of triggers) {
    const graph = JSON.stringify({
      nodes: [
        { id: 't', kind: 'trigger', position: { x: 0, y: 0 }, settings: trigger },
        { id: 'e', kind: 'end', position: { x: 0, y: 0 }, settings: {} },
      ],
      edges: [{ id: 't-e', source: 't', target: 'e', branch: 'next' }],
    })
    await db.execute(sql`insert into automations (id, team_id, name, status, graph, version, published_by_name)
      values (${id}, 't', ${id}, 'active', ${graph}::jsonb, 1, 'Bench')`)
    await db.execute(sql`insert into automation_versions (id, team_id, automation_id, version, graph, published_by_name)
      values (${`${id}v`}, 't', ${id}, 1, ${graph}::jsonb, 'Bench')`)
  }
}

async function benchBackend(db: Database) {
  let clockMs = Date.parse('2030-03-01T00:00:00Z')
  const clock = () => new Date(clockMs)
  const work = { kick() {} } as BackgroundWork
  const task = automationTriggersTask({ db, clock, config, work })

  async function journeys(automationId: string) {
    const result = await db.execute(
      sql`select count(*)::int as n from automation_journeys where automation_id = ${automationId}`,
    )
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n
  }
  /** Calls until the sweeps have nothing waiting (what one poll of the work loop does). */
  async function poll() {
    let calls = 1
    while (await task.runOnce(signal)) calls++
    return `${calls} calls`
  }
  /** One date automation's sweep alone, as the task's calls do it, until it has nothing waiting. */
  async function sweepAlone(automationId: keyof typeof dateTriggers) {
    const automation = (await syncSweeps(db, clock())).get(automationId)
    if (!automation) throw new Error(`${automationId} is not active`)
    let calls = 0
    for (let more = true; more; calls++)
      more = await db.transaction(async (tx) => {
        const [sweep] = await tx
          .select()
          .from(automationTriggerSweeps)
          .where(eq(automationTriggerSweeps.automationId, automationId))
          .for('update')
        if (!sweep) throw new Error(`${automationId} has no sweep`)
        const share = await sweepDates(tx, sweep, automation, clock(), config.engine.sweepSlice)
        await saveSweep(tx, automationId, { sweptAt: clock() })
        return share.more
      })
    return `${calls} calls, ${await journeys(automationId)} journeys in all`
  }

  await seed(db)
  await timed('first pass (members recorded, nobody enters)', poll)
  await timed('a quiet call (between passes: the changes only, none)', poll)
  clockMs += passEveryMs
  await timed('a call of the next pass (one slice, nothing changed)', poll)
  await db.execute(sql`update contacts set tags = array['VIP'], updated_at = now()
    where id in (select id from contacts where not ('VIP' = any(tags)) order by id limit 1000)`)
  await timed('a call after 1,000 contacts were written into the segment', poll)
  console.log(`    journeys started: ${await journeys('a1')}`)
  clockMs += 24 * 60 * 60_000
  await timed('date sweep, once: a window of one day', () => sweepAlone('a2'))
  await timed('date sweep, yearly: a window of one day', () => sweepAlone('a3'))
  clockMs += 60_000
  await timed('date sweep, once: a window of one minute', () => sweepAlone('a2'))
  await timed('date sweep, yearly: a window of one minute', () => sweepAlone('a3'))
}

const backends = (postgresBinariesAvailable() ? ['pglite', 'postgres'] : ['pglite']).filter(
  (backend) => !process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.includes(backend),
)
console.log(`\nAutomation trigger sweeps over ${contactCount} contacts (${load()} at the start)`)
if (!postgresBinariesAvailable()) console.log('initdb/pg_ctl not on PATH: PostgreSQL not measured')
const root = mkdtempSync(join(tmpdir(), 'switchboard-bench-sweeps-'))
// The PostgreSQL server may run as another user, who must reach its folder inside this one.
chmodSync(root, 0o755)
try {
  for (const backend of backends) {
    console.log(backend === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)')
    const store = backend === 'postgres' ? await openStore(backend, root) : null
    const handle = await openDatabase({
      databaseUrl: store?.env.DATABASE_URL,
      dataDir: inMemory,
    })
    try {
      await handle.migrate()
      await benchBackend(handle.db)
    } finally {
      await handle.close()
      await store?.stop()
    }
    console.log(`  (${load()} at the end)`)
  }
} finally {
  rmSync(root, { recursive: true, force: true })
}
