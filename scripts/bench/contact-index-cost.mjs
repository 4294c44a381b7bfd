// node scripts/bench/contact-index-cost.mjs: what each index on contacts costs an import, as the
// backend's CPU time (from /proc, so a loaded machine's waiting is left out) per 1,000 rows
// inserted by the import's statement, on a throwaway PostgreSQL seeded with SEED_ROWS contacts:
// the table with its primary key and (team_id, phone) alone, then with each other index in turn
// (and each definition in EXTRA, `;`-separated, `{name}` for its name), then with all of them.
// Each insert is rolled back; the lowest of REPEAT runs is kept.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql as dsql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { insertBareTeam, seedContacts, settle } from './audience-data.mjs'
import { importTs, openStore } from './store.mjs'

const seedRows = Number(process.env.SEED_ROWS ?? 200000)
const rows = Number(process.env.ROWS ?? 20000)
const extra = (process.env.EXTRA ?? '').split(';').filter(Boolean)
const root = mkdtempSync(join(tmpdir(), 'imp-index-'))
chmodSync(root, 0o755)
const store = await openStore('postgres', root)
const firstNames = ['Amara', 'Ben', 'Chen', 'Dana', 'Eli', 'Fatima', 'Goran', 'Hana', 'Ivan', 'Jun']
const lastNames = [
  'Okafor',
  'Smith',
  'Nguyen',
  'Garcia',
  'Müller',
  'Kowalski',
  'Rossi',
  'Haddad',
  'Ivanova',
  'Sato',
  'Brown',
  'Dubois',
  'Silva',
  'Khan',
  'Mensah',
  'Novak',
  'Park',
  'Ali',
  'Olsen',
  'Costa',
]
try {
  const { openDatabase } = await importTs('../../server/src/db/connect.ts')
  const database = await openDatabase({ databaseUrl: store.env.DATABASE_URL, dataDir: 'memory://' })
  await database.migrate()
  await database.close()
  const client = new pg.Client({ connectionString: store.env.DATABASE_URL })
  await client.connect()
  const db = drizzle(client)
  const sql = dsql
  await (async () => {
    const q = async (text) => (await client.query(text)).rows
    await insertBareTeam(q, 'team1')
    await seedContacts(db, sql, 'team1', seedRows)
    const indexes = await q(
      `select indexname, indexdef from pg_indexes where tablename='contacts' and indexname not in ('contacts_pkey','contacts_team_phone_idx') order by 1`,
    )
    for (const { indexname } of indexes) await q(`drop index "${indexname}"`)
    await settle(db, sql)
    const [{ pid }] = await q('select pg_backend_pid() as pid')
    const cpu = () => {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return (Number(f[11]) + Number(f[12])) * 10
    }
    let batchNo = 0
    const insertAll = async () => {
      for (let b = 0; b < rows / 1000; b++) {
        batchNo += 1
        const batch = Array.from({ length: 1000 }, (_, j) => {
          const i = batchNo * 1000 + j
          return {
            id: `z${String(i).padStart(12, '0')}`,
            phone: `+447500${String(i).padStart(6, '0')}`,
            country: i % 2 ? 'US' : 'GB',
            network: null,
            first_name: firstNames[i % 10],
            last_name: lastNames[(i * 7) % 20],
            email: `csv${i}@example.test`,
            tags: i % 5 ? ['imported'] : ['imported', 'vip'],
            custom_fields: {},
            status: 'active',
            last_contacted_at: null,
          }
        })
        await db.execute(sql`insert into contacts (id, team_id, phone, country, network, first_name, last_name, email, tags, custom_fields, status, source, last_contacted_at)
          select r.id, 'team1', r.phone, r.country, r.network, r.first_name, r.last_name, r.email, r.tags, r.custom_fields, r.status, 'upload', r.last_contacted_at
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(id text, phone text, country text, network text, first_name text, last_name text, email text, tags text[], custom_fields jsonb, status text, last_contacted_at timestamptz)
          on conflict (team_id, phone) do nothing returning id, phone`)
      }
    }
    const measure = async (label, setup, teardown) => {
      const runs = []
      for (let r = 0; r < Number(process.env.REPEAT ?? 2); r++) {
        await setup()
        await q('begin')
        const before = cpu()
        const t = Date.now()
        await insertAll()
        runs.push({ cpu: (cpu() - before) / (rows / 1000), wall: (Date.now() - t) / (rows / 1000) })
        await q('rollback')
        await teardown()
        await q('vacuum contacts')
      }
      const best = runs.sort((a, b) => a.cpu - b.cpu)[0]
      console.log(
        `${label.padEnd(40)} ${best.cpu.toFixed(1)} ms CPU / 1000 rows (wall ${best.wall.toFixed(0)}) load ${loadavg()[0].toFixed(1)}`,
      )
      return best.cpu
    }
    const none = async () => {}
    const base = await measure('base (pkey, team+phone, triggers)', none, none)
    for (const { indexname, indexdef } of indexes) {
      const c = await measure(
        `+ ${indexname}`,
        () => q(indexdef),
        () => q(`drop index "${indexname}"`),
      )
      console.log(`   marginal ${(c - base).toFixed(1)}`)
    }
    for (const def of extra) {
      const c = await measure(
        `+ ${def.slice(0, 60)}`,
        () => q(def.replace('{name}', 'x_extra')),
        () => q('drop index x_extra'),
      )
      console.log(`   marginal ${(c - base).toFixed(1)}`)
    }
    for (const { indexdef } of indexes) await q(indexdef)
    await measure('all indexes', none, none)
  })()
  await client.end()
} finally {
  await store.stop()
  rmSync(root, { recursive: true, force: true })
}
