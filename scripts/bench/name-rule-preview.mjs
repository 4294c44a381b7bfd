// node scripts/bench/name-rule-preview.mjs: the exact count of a segment with a rule on a name at
// SIZE contacts (default 1,000,000) on a throwaway PostgreSQL, RUNS times each: the bench's three
// rules and last name starts with 'ok', that rule alone, first name equals, last name contains and
// ends with; a starts-with rule also as it was compiled before (ilike, which no index serves), and
// contains / ends with before the search_text trigram lookup went in front, side by side.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql as dsql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { insertBareTeam, seedContacts } from './audience-data.mjs'
import { importTs, openStore } from './store.mjs'

const size = Number(process.env.SIZE ?? 1000000)
const root = mkdtempSync(join(tmpdir(), 'imp-preview-'))
chmodSync(root, 0o755)
const store = await openStore('postgres', root)
try {
  const { openDatabase } = await importTs('../../server/src/db/connect.ts')
  const { segmentCondition } = await importTs('../../server/src/domain/segments/matching.ts')
  const database = await openDatabase({ databaseUrl: store.env.DATABASE_URL, dataDir: 'memory://' })
  await database.migrate()
  const client = new pg.Client({ connectionString: store.env.DATABASE_URL })
  await client.connect()
  const q = async (text, params) => (await client.query(text, params)).rows
  await insertBareTeam(q, 'team1')
  const t = Date.now()
  await seedContacts(database.db, dsql, 'team1', size)
  await q('vacuum analyze')
  console.log(`seeded ${size} in ${((Date.now() - t) / 1000).toFixed(0)} s`)
  const three = [
    { field: 'status', operator: 'in', value: ['active'] },
    { field: 'country', operator: 'in', value: ['GB', 'US'] },
    { field: 'tags', operator: 'has_any', value: ['vip'] },
  ]
  const dialect = new PgDialect()
  const shapes = []
  for (const [label, rules] of [
    [
      '3 rules + last name starts ok',
      [...three, { field: 'last_name', operator: 'starts_with', value: 'ok' }],
    ],
    ['last name starts ok', [{ field: 'last_name', operator: 'starts_with', value: 'ok' }]],
    ['first name equals amara', [{ field: 'first_name', operator: 'equals', value: 'Amara' }]],
    ['last name contains kaf', [{ field: 'last_name', operator: 'contains', value: 'kaf' }]],
    ['last name ends with fOR', [{ field: 'last_name', operator: 'ends_with', value: 'fOR' }]],
  ]) {
    const where = await segmentCondition(database.db, 'team1', { match: 'all', rules }, new Date())
    const query = dialect.sqlToQuery(dsql`select count(*) from contacts where ${where}`)
    shapes.push([`${label} (new)`, query])
    // contains and ends_with as compiled before the search_text trigram lookup went in front.
    if (query.sql.includes('"search_text" ilike'))
      shapes.push([
        `${label} (no trigram lookup, before)`,
        {
          sql: query.sql.replace(
            /"contacts"\."search_text" ilike (\$\d+) and/,
            '$1::text is not null and',
          ),
          params: query.params,
        },
      ])
    if (query.sql.includes(') like'))
      shapes.push([
        `${label} (ilike, before)`,
        {
          sql: query.sql.replace(/lower\((coalesce\("contacts"\."\w+", ''\))\) like/, '$1 ilike'),
          params: query.params,
        },
      ])
  }
  const time = async (label, { sql, params }) => {
    const runs = []
    let count
    for (let i = 0; i < Number(process.env.RUNS ?? 20); i++) {
      const s = process.hrtime.bigint()
      count = (await q(sql, params))[0].count
      runs.push(Number(process.hrtime.bigint() - s) / 1e6)
    }
    runs.sort((a, b) => a - b)
    const at = (p) => runs[Math.min(runs.length - 1, Math.floor(p * runs.length))].toFixed(0)
    console.log(
      `${label.padEnd(44)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  count ${count}  load ${loadavg()[0].toFixed(1)}`,
    )
  }
  for (const [label, query] of shapes) await time(label, query)
  for (const [, query] of shapes.filter(([l]) => l.includes('new')).slice(0, 1)) {
    console.log(
      (await q(`explain (analyze, buffers) ${query.sql}`, query.params))
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
    )
  }
  await client.end()
  await database.close()
} finally {
  await store.stop()
  rmSync(root, { recursive: true, force: true })
}
