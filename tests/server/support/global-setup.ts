import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../server/src/db/connect'
import { createPostgresDatabase } from './postgres-database'
import { postgresBinariesAvailable, startThrowawayPostgres } from './postgres-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, for tests that start a server process on a copy. */
    pgliteTemplate: string
    /** The same folder as a PGlite archive (dumpDataDir): each test file loads it in memory. */
    pgliteArchive: string
    /** The throwaway PostgreSQL server, or null when its binaries are not installed. */
    postgresUrl: string | null
    /** A migrated database on that server, the template of each test file's own database. */
    postgresTemplate: string | null
  }
}

/**
 * Once per run: a migrated PGlite database, as a folder and as an archive each test file loads in
 * memory (loading it takes a fraction of migrating, and queries in memory a fraction of their
 * time in a folder), and, when initdb and pg_ctl are on PATH, one PostgreSQL server in which every
 * test file creates its own database as a copy of a migrated template database (about 1 s,
 * against the 4 s of running every migration, per file, on an idle machine).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'switchboard-server-tests-'))
  // The PostgreSQL server may run as another user, who must reach its folder inside this one.
  chmodSync(root, 0o755)
  const pgliteTemplate = join(root, 'pglite-template')
  const pgliteArchive = join(root, 'pglite-template.tar')
  const makeTemplate = async () => {
    const template = await openDatabase({ dataDir: pgliteTemplate })
    await template.migrate()
    const client = (template.db as unknown as { $client: PGlite }).$client
    const archive = await client.dumpDataDir('none')
    writeFileSync(pgliteArchive, Buffer.from(await archive.arrayBuffer()))
    await template.close()
  }
  const hasPostgres = postgresBinariesAvailable()
  if (!hasPostgres) console.warn('initdb/pg_ctl not on PATH: the server tests run on PGlite only')
  const startPostgres = async () => {
    const server = await startThrowawayPostgres(join(root, 'postgres'))
    const template = await createPostgresDatabase(server.url)
    const database = await openDatabase({ dataDir: '', databaseUrl: template.url })
    await database.migrate()
    // A template must have no connection open while it is copied.
    await database.close()
    return { server, template: template.name }
  }
  const [, postgres] = await Promise.all([makeTemplate(), hasPostgres ? startPostgres() : null])
  project.provide('pgliteTemplate', pgliteTemplate)
  project.provide('pgliteArchive', pgliteArchive)
  project.provide('postgresUrl', postgres?.server.url ?? null)
  project.provide('postgresTemplate', postgres?.template ?? null)

  return async () => {
    await postgres?.server.stop()
    rmSync(root, { recursive: true, force: true })
  }
}
