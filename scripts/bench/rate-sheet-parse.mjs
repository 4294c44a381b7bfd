// Prints rate-sheet parse + diff throughput (issue 17's bench: budget ≥ 20,000 rows/s) for a
// 100,000-row vendor sheet (BENCH_SHEET_ROWS to change), as CSV and as XLSX, against a team of
// as many networks with rates on half of them (A–Z mode: the other half's rates close):
// - in memory: reading the sheet (csv-parse, read-excel-file) and diffing it with the route's
//   rates (domain/rate-sheets/diff.ts);
// - the whole background parse on an in-memory PGlite: the worker task loads the table and the
//   rates, reads, diffs and writes the change set in batches with its progress.
// Run: npx tsx scripts/bench/rate-sheet-parse.mjs (npm run bench -- --only rate-sheet-parse).
import { sql } from 'drizzle-orm'
import writeXlsxFile from 'write-excel-file/node'
import { inMemory, openDatabase } from '../../server/src/db/connect'
import { dateReader } from '../../server/src/domain/rate-sheets/dates'
import { diffSheet } from '../../server/src/domain/rate-sheets/diff'
import { rateSheetParseTask } from '../../server/src/domain/rate-sheets/parse-task'
import { readSheet } from '../../server/src/domain/rate-sheets/read-sheet'
import { networkTable } from '../../server/src/domain/rate-sheets/resolve-network'

const rowCount = Number(process.env.BENCH_SHEET_ROWS ?? 100_000)
const budget = 20_000
const codeOf = (i) => [String(200 + Math.floor(i / 1000)), String(i % 1000).padStart(3, '0')]
const priceOf = (i, shift) => `0.${String(1000 + ((i * 7 + shift) % 9000)).padStart(6, '0')}`

const networks = Array.from({ length: rowCount }, (_, i) => {
  const [mcc, mnc] = codeOf(i)
  return { id: `n${i}`, mcc, mnc, country: 'GB' }
})
const from = new Date('2026-01-01T00:00:00Z')
const rates = networks
  .filter((_, i) => i % 2 === 0)
  .map((network, i) => ({
    networkId: network.id,
    country: 'GB',
    price: priceOf(i * 2, i % 3),
    currency: 'EUR',
    effectiveFrom: from,
    effectiveTill: null,
  }))
// The sheet prices every other network of the table and a new half: half its rows change a
// rate, half are new, and the rates it leaves out close.
const sheetRows = Array.from({ length: rowCount }, (_, i) => {
  const [mcc, mnc] = codeOf(i % 2 === 0 ? i : (i * 3) % rowCount)
  return [`${mcc}${mnc}`, priceOf(i, 0), 'EUR', '2026-12-01']
})
const header = ['MCCMNC', 'Rate', 'Currency', 'Effective']
const csv = Buffer.from([header, ...sheetRows].map((row) => row.join(',')).join('\n'))
const xlsx = await writeXlsxFile([header, ...sheetRows]).toBuffer()
const profile = {
  headerRow: 1,
  columns: { mccmnc: 0, rate: 1, currency: 2, effective_date: 3 },
  mode: 'a_z',
  defaultCurrency: 'EUR',
}

const perSecond = (rows, ms) => Math.round((rows / ms) * 1000)
const verdict = (rate) => (rate >= budget ? 'within' : 'OVER')
// On a shared machine the wall clock counts other processes' time too: the line also gives the
// process's own CPU time (user + system) and the rows per CPU second.
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since)
  return (user + system) / 1000
}
function report(label, ms, cpu) {
  const rate = perSecond(rowCount, ms)
  console.log(
    `rate sheet ${label}: ${rowCount.toLocaleString('en')} rows in ${ms.toFixed(0)} ms = ${rate.toLocaleString('en')} rows/s (budget ≥ ${budget.toLocaleString('en')}: ${verdict(rate)}; CPU ${cpu.toFixed(0)} ms = ${perSecond(rowCount, cpu).toLocaleString('en')} rows/CPU-s)`,
  )
}

for (const [kind, content] of [
  ['csv', csv],
  ['xlsx', xlsx],
]) {
  const start = performance.now()
  const cpuStart = process.cpuUsage()
  const read = await readSheet(content, kind)
  const { summary } = diffSheet({
    ...profile,
    rows: read.rows,
    readDate: dateReader('YYYY-MM-DD', 'UTC'),
    table: networkTable(networks, []),
    rates,
    now: new Date(),
  })
  report(
    `parse + diff in memory (${kind.toUpperCase()})`,
    performance.now() - start,
    cpuMs(cpuStart),
  )
  if (summary.error > 0) throw new Error(`The bench sheet has ${summary.error} error rows`)
}

const handle = await openDatabase({ dataDir: inMemory })
await handle.migrate()
const { db } = handle
await db.execute(sql`insert into users (id, name, email) values ('u', 'Bench', 'b@x.test')`)
await db.execute(sql`insert into teams (id, name, owner_id) values ('t', 'Bench', 'u')`)
await db.execute(
  sql`insert into sms_routes (id, team_id, name, vendor_name) values ('r', 't', 'Bench', 'V')`,
)
await db.execute(sql`insert into networks (id, team_id, mcc, mnc, country, name)
  select 'n' || i, 't', (200 + i / 1000)::text, lpad((i % 1000)::text, 3, '0'), 'GB', 'N' || i
  from generate_series(0, ${rowCount - 1}::int) as i`)
await db.execute(sql`insert into vendor_rates (id, team_id, route_id, network_id, country, price,
    currency, effective_from)
  select 'v' || i, 't', 'r', 'n' || i, 'GB', 0.001 + (i % 9000) / 1000000.0, 'EUR', '2026-01-01Z'
  from generate_series(0, ${rowCount - 1}::int, 2) as i`)
await db.execute(sql`insert into rate_parser_profiles (id, team_id, vendor_name, columns,
    date_format, time_zone, mode, default_currency)
  values ('p', 't', 'V', ${JSON.stringify(profile.columns)}::jsonb, 'YYYY-MM-DD', 'UTC', 'a_z', 'EUR')`)
for (const [kind, content] of [
  ['csv', csv],
  ['xlsx', xlsx],
]) {
  await db.execute(sql`delete from rate_sheets`)
  await db.execute(sql`insert into rate_sheets (id, team_id, route_id, profile_id, filename, kind,
      content, size_bytes, status)
    values ('s', 't', 'r', 'p', ${`bench.${kind}`}, ${kind}, ${content}, ${content.length}, 'parsing')`)
  const task = rateSheetParseTask({ db, clock: () => new Date(), events: { publish() {} } })
  const start = performance.now()
  const cpuStart = process.cpuUsage()
  await task.runOnce(new AbortController().signal)
  const ms = performance.now() - start
  const cpu = cpuMs(cpuStart)
  const result = await db.execute(sql`select status, summary from rate_sheets where id = 's'`)
  const [sheet] = result.rows
  if (sheet?.status !== 'parsed') throw new Error(`The bench parse ended ${sheet?.status}`)
  report(`background parse on PGlite, change set written (${kind.toUpperCase()})`, ms, cpu)
}
await handle.close()
