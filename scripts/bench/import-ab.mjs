// node scripts/bench/import-ab.mjs <dist dir>… <rounds>: the 100,000-row import alone on a
// throwaway PostgreSQL, the builds taken in turn (A, B, A, B, …), each on a fresh database,
// with the load average beside each figure (the machine is shared).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { importCsv } from './audience.mjs'
import { verifyUser, writeCsv } from './audience-data.mjs'
import { call, registerUser } from './client.mjs'
import { startProduct } from './server.mjs'
import { openStore, withDatabase } from './store.mjs'

const rounds = process.argv.at(-1)
const password = 'bench passphrase 1'
const root = mkdtempSync(join(tmpdir(), 'import-ab-'))
// The throwaway server runs as the postgres user, who must reach its folder in here.
chmodSync(root, 0o755)
const csv = join(root, 'contacts.csv')
await writeCsv(csv, 100_000)
try {
  for (let round = 0; round < Number(rounds); round++)
    for (const dist of process.argv.slice(2, -1)) {
      process.env.DIST_DIR = dist
      const store = await openStore(
        'postgres',
        join(root, `${round}-${dist.replaceAll('/', '_').replaceAll('.', '')}`),
      )
      try {
        const email = `ab-${Date.now()}@example.test`
        const user = await registerUser(store.env, email, password)
        await withDatabase(store, (db, sql) => verifyUser(db, sql, user.id))
        const product = await startProduct(store.env, dist)
        try {
          const { access_token: token } = await call(product.url, 'token/login', {
            method: 'POST',
            body: { email, password },
          })
          const load = loadavg()[0].toFixed(1)
          const run = await importCsv(product.url, token, csv)
          const seconds = run.importSeconds
          console.log(
            `${dist}: ${(run.rows / seconds).toFixed(0)} rows/s (${seconds.toFixed(1)} s) load ${load}→${loadavg()[0].toFixed(1)} ${JSON.stringify(run.counts)}`,
          )
        } finally {
          await product.stop()
        }
      } finally {
        await store.stop()
      }
    }
} finally {
  rmSync(root, { recursive: true, force: true })
}
