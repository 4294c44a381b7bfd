// Prints the audience figures on PGlite and on a throwaway PostgreSQL server (when initdb and
// pg_ctl are on PATH), against the built product over real HTTP: CSV import throughput (upload
// and describe, then the background import), contact list latencies unfiltered, filtered,
// sorted and searched, and the preview of a three-rule segment (and of the same with a name
// rule): the estimate the segment editor shows at once, and the exact count.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedContacts, settle, verifyUser, writeCsv } from './audience-data.mjs'
import { apiBase, call, latency, registerUser, spreadText, step, thousands } from './client.mjs'
import { startProduct } from './server.mjs'
import { openStore, withDatabase } from './store.mjs'

const password = 'bench passphrase 1'
/** Rows of the imported CSV; the rest of each size is seeded with SQL before the import. */
const importRows = 100_000
const sizes = { pglite: 100_000, postgres: 1_000_000 }
const listRequests = { warmUp: 10, measured: 100 }
const previewRequests = { warmUp: 3, measured: 20 }
/** The spec's budgets (issue 7): on PostgreSQL with 1,000,000 contacts. */
const budgets = { importRowsPerSecond: 10_000, listP95Ms: 50, previewP95Ms: 150 }
const perPage = 25

/** The lists a contacts table asks for: what the client's filters, sorts and search send. */
const lists = [
  ['unfiltered, newest first', ''],
  ['unfiltered, by last name', 'sort=last_name'],
  ['status + country, newest first', 'filter[status]=active&filter[country]=GB'],
  ['status + country, by last name', 'filter[status]=active&filter[country]=GB&sort=last_name'],
  ['tag, newest first', 'filter[tag]=vip'],
  ['search a last name', 'search=okafor'],
  ['search phone digits', 'search=%2B44 7400 0123'],
]

/** Three rules: status, country and a tag (spec: a three-rule segment). */
const threeRules = {
  match: 'all',
  rules: [
    { field: 'status', operator: 'in', value: ['active'] },
    { field: 'country', operator: 'in', value: ['GB', 'US'] },
    { field: 'tags', operator: 'has_any', value: ['vip'] },
  ],
}
/** The same and a name: a rule the kept counts do not answer, so the estimate comes first. */
const withName = {
  match: 'all',
  rules: [...threeRules.rules, { field: 'last_name', operator: 'starts_with', value: 'ok' }],
}
/**
 * The previews the segment editor asks for on each edit: the estimate shown at once (exact when
 * the kept counts answer the rules), then, when it was an estimate, the exact count.
 */
const previews = [
  ['3 rules, at once', threeRules, 'estimate'],
  ['3 rules, exact', threeRules, 'exact'],
  ['3 rules + name, at once', withName, 'estimate'],
  ['3 rules + name, exact', withName, 'exact'],
]

async function upload(url, token, path) {
  const form = new FormData()
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'bench-contacts.csv')
  const response = await fetch(`${url}${apiBase}/data-files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  })
  const text = await response.text()
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${text}`)
  return JSON.parse(text)
}

/** Uploads the CSV, maps it and waits for the background import: times of each part. */
export async function importCsv(url, token, path) {
  const started = performance.now()
  const file = await upload(url, token, path)
  const uploaded = performance.now()
  const mapping = Object.fromEntries(file.columns.map((column) => [column, column]))
  await call(url, `data-files/${file.id}/import`, {
    method: 'POST',
    token,
    body: { mapping, tags: ['imported'] },
  })
  let row = file
  while (row.status !== 'done' && row.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 25))
    row = await call(url, `data-files/${file.id}`, { token })
  }
  const finished = performance.now()
  if (row.status === 'failed') throw new Error(`The import failed: ${row.error}`)
  const counted = row.counts.imported + row.counts.updated + row.counts.skipped + row.counts.invalid
  if (counted !== row.row_count) throw new Error(`The import counted ${JSON.stringify(row.counts)}`)
  return {
    rows: row.row_count,
    counts: row.counts,
    uploadSeconds: (uploaded - started) / 1000,
    importSeconds: (finished - uploaded) / 1000,
  }
}

async function benchBackend(backend, root) {
  const size = sizes[backend]
  const store = await openStore(backend, root)
  try {
    const email = `bench-${Date.now()}@example.test`
    const user = await registerUser(store.env, email, password)
    const csv = join(root, 'contacts.csv')
    await writeCsv(csv, importRows)
    step(backend, `seeding ${thousands(size - importRows)} contacts`)
    const seeded = performance.now()
    await withDatabase(store, async (db, sql) => {
      await verifyUser(db, sql, user.id)
      await seedContacts(db, sql, user.teamId, size - importRows)
      await settle(db, sql)
    })
    const seedSeconds = (performance.now() - seeded) / 1000
    const result = { backend, size, seedSeconds }
    let product = await startProduct(store.env)
    try {
      const login = () =>
        call(product.url, 'token/login', { method: 'POST', body: { email, password } })
      step(backend, `importing ${thousands(importRows)} rows`)
      result.import = await importCsv(product.url, (await login()).access_token, csv)
      // The table as autovacuum leaves it after an import: statistics up to date.
      await product.stop()
      await withDatabase(store, settle)
      product = await startProduct(store.env)
      const token = (await login()).access_token
      step(backend, 'listing contacts')
      result.lists = []
      for (const [name, query] of lists) {
        const path = `contacts?per_page=${perPage}${query ? `&${query}` : ''}`
        const figures = await latency(listRequests, () => call(product.url, path, { token }))
        result.lists.push({ name, ...figures, total: figures.last.meta.total })
      }
      step(backend, 'previewing segments')
      result.previews = []
      for (const [name, rules, count] of previews) {
        const figures = await latency(previewRequests, () =>
          call(product.url, 'segments/preview', { method: 'POST', token, body: { rules, count } }),
        )
        result.previews.push({ name, ...figures })
      }
    } finally {
      await product.stop()
    }
    return result
  } finally {
    await store.stop()
  }
}

const verdict = (ok) => (ok ? 'ok' : 'OVER')

function print(result) {
  const isPostgres = result.backend === 'postgres'
  const { import: run } = result
  const rate = run.rows / run.importSeconds
  const endToEnd = run.rows / (run.uploadSeconds + run.importSeconds)
  const importBudget = isPostgres
    ? `  ≥ ${thousands(budgets.importRowsPerSecond)} rows/s: ${verdict(rate >= budgets.importRowsPerSecond)}`
    : ''
  console.log(
    `  seeded ${thousands(result.size - importRows)} contacts with SQL in ${result.seedSeconds.toFixed(1)} s`,
  )
  console.log(
    `  import ${thousands(run.rows)} rows    ${thousands(rate)} rows/s (import ${run.importSeconds.toFixed(1)} s)${importBudget}`,
  )
  console.log(
    `  upload + import          ${thousands(endToEnd)} rows/s (upload and describe ${run.uploadSeconds.toFixed(1)} s)  ${JSON.stringify(run.counts)}`,
  )
  console.log(`  contacts list at ${thousands(result.size)} contacts (page 1, ${perPage} a page):`)
  for (const list of result.lists) {
    const budget = isPostgres
      ? `  p95 ≤ ${budgets.listP95Ms} ms: ${verdict(list.p95 <= budgets.listP95Ms)}`
      : ''
    console.log(
      `    ${list.name.padEnd(32)} ${spreadText(list, 9)}  (total ${thousands(list.total)})${budget}`,
    )
  }
  console.log('  segment preview:')
  for (const preview of result.previews) {
    const { count, exact } = preview.last
    const budget = isPostgres
      ? `  p95 ≤ ${budgets.previewP95Ms} ms: ${verdict(preview.p95 <= budgets.previewP95Ms)}`
      : ''
    console.log(
      `    ${preview.name.padEnd(32)} ${spreadText(preview, 9)}  (${exact ? 'exactly' : 'about'} ${thousands(count)})${budget}`,
    )
  }
}

export async function benchAudience() {
  const postgres = ['initdb', 'pg_ctl'].every(
    (binary) => spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0,
  )
  // BENCH_BACKENDS=postgres (or pglite) measures one of them only.
  const backends = (postgres ? ['pglite', 'postgres'] : ['pglite']).filter(
    (backend) => !process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.includes(backend),
  )
  const root = mkdtempSync(join(tmpdir(), 'switchboard-bench-audience-'))
  // The PostgreSQL server may run as another user, who must reach its folder inside this one.
  chmodSync(root, 0o755)
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`
  console.log(
    `\nAudience (import: a ${thousands(importRows)}-row CSV uploaded, mapped and imported in the background; lists: ${listRequests.measured} requests one after another; each preview: ${previewRequests.measured})`,
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
