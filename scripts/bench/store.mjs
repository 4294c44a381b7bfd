// Where a benchmark run keeps its data: a PGlite folder, or a database on a throwaway PostgreSQL
// server (the same one the server tests start), and how to reach it with the server's own code.
import { join } from 'node:path'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'

/** The server's own modules, in TypeScript, imported as the server tests import them. */
export const importTs = (path) => tsImport(path, import.meta.url)

/** A PGlite data folder in `root`, or a fresh database on a throwaway server in `root`. */
export async function openStore(backend, root) {
  if (backend === 'pglite')
    return { env: { DATA_DIR: join(root, 'pglite-data') }, stop: async () => {} }
  const { startThrowawayPostgres } = await importTs('../../tests/server/support/postgres-server.ts')
  const server = await startThrowawayPostgres(join(root, 'postgres'))
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  await admin.query('CREATE DATABASE switchboard_bench')
  await admin.end()
  const url = new URL(server.url)
  url.pathname = '/switchboard_bench'
  return { env: { DATABASE_URL: url.toString() }, stop: () => server.stop() }
}

/**
 * Runs `work(db, sql)` on the store's database while the product is stopped (PGlite has one
 * process), through the server's connection code.
 */
export async function withDatabase(store, work) {
  const { openDatabase } = await importTs('../../server/src/db/connect.ts')
  const { sql } = await import('drizzle-orm')
  const database = await openDatabase({
    databaseUrl: store.env.DATABASE_URL,
    dataDir: store.env.DATA_DIR ?? 'memory://',
  })
  try {
    return await work(database.db, sql)
  } finally {
    await database.close()
  }
}
