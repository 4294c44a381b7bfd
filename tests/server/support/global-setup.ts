import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../server/src/db/connect'
import { createPostgresDatabase } from './postgres-database'
import { postgresBinariesAvailable, startThrowawayPostgres } from './postgres-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder; each test file works on its own copy. */
    pgliteTemplate: string
    /** The throwaway PostgreSQL server, or null when its binaries are not installed. */
    postgresUrl: string | null
    /** A migrated database on that server, the template of each test file's own database. */
    postgresTemplate: string | null
  }
}

/**
 * Once per run: a migrated PGlite folder to copy (opening a copy takes a fraction of creating a
 * database) and, when initdb and pg_ctl are on PATH, one PostgreSQL server in which every test
 * file creates its own database as a copy of a migrated template database (about 1 s, against
 * the 4 s of running every migration, per file, on an idle machine).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'switchboard-server-tests-'))
  // The PostgreSQL server may run as another user, who must reach its folder inside this one.
  chmodSync(root, 0o755)
  const pgliteTemplate = join(root, 'pglite-template')
  const makeTemplate = async () => {
    const template = await openDatabase({ dataDir: pgliteTemplate })
    await template.migrate()
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
  project.provide('postgresUrl', postgres?.server.url ?? null)
  project.provide('postgresTemplate', postgres?.template ?? null)

  return async () => {
    await postgres?.server.stop()
    rmSync(root, { recursive: true, force: true })
  }
}
