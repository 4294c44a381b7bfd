import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type DataFolderLock, lockDataFolder } from './data-folder-lock'
import { migrationsFolder } from './migrations-folder'
import * as schema from './schema'

/** The database as the app sees it: the same Drizzle API over PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies the migrations not applied yet. */
  migrate(): Promise<void>
  close(): Promise<void>
}

/** Keeps PGlite in memory: nothing written to disk (tests). */
export const inMemory = 'memory://'

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /**
   * PGlite keeps its files in `<dataDir>/pglite`, or in memory when this is `memory://`. The
   * folder is locked for this process (data-folder-lock.ts) until the handle closes.
   */
  dataDir: string
  /**
   * A test hook (the server tests' support): PGlite in memory, started from this archive of a
   * data folder (PGlite's dumpDataDir) instead of `dataDir`. Queries in memory take a fraction of
   * their time on a folder, and the archive is already migrated.
   */
  pgliteArchive?: Blob | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir, options.pgliteArchive)
}

async function openPglite(dataDir: string, archive?: Blob): Promise<DatabaseHandle> {
  let client: PGlite
  let lock: DataFolderLock | null = null
  // pg_trgm: the trigram index of the contact search (PostgreSQL ships it in contrib).
  const extensions = { pg_trgm }
  if (archive) client = new PGlite({ extensions, loadDataDir: archive })
  else if (dataDir === inMemory) client = new PGlite({ extensions })
  else {
    await mkdir(dataDir, { recursive: true })
    lock = await lockDataFolder(dataDir)
    client = new PGlite(join(dataDir, 'pglite'), { extensions })
  }
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      try {
        await client.close()
      } finally {
        await lock?.release()
      }
    },
  }
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString })
  let closing = false
  // An idle connection the server drops (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`)
  })
  const db = drizzlePostgres({ client: pool, schema })
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
    close: () => {
      closing = true
      return pool.end()
    },
  }
}
