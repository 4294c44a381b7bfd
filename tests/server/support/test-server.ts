import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Hono } from 'hono'
import { afterAll, beforeAll, inject } from 'vitest'
import type { TelephonyAdapter } from '../../../server/src/adapters/telephony/telephony'
import { boot } from '../../../server/src/boot'
import { readConfig } from '../../../server/src/config'
import type { Database, DatabaseHandle } from '../../../server/src/db/connect'
import type { AppDeps } from '../../../server/src/deps'
import { createPostgresDatabase } from './postgres-database'

export { createPostgresDatabase }

export type Backend = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when the run could start a server. */
export const backends: Backend[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite']

export const apiBase = '/api/proxy/api/v1'
export const managementBase = '/api/proxy/api/management'
export const appUrl = 'http://switchboard.test'
export const staffEmail = 'staff@switchboard.test'

export interface ApiResponse {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the server answered.
  body: any
  headers: Headers
}

export interface RequestOptions {
  /** Sent as JSON unless it is a string, which is sent as it is. */
  body?: unknown
  token?: string
  /** The caller's address (X-Forwarded-For); a random one by default, so limits stay apart. */
  ip?: string
  headers?: Record<string, string>
}

export interface TestServer {
  backend: Backend
  /** The app itself, for calls whose answer is read as a stream (event streams). */
  app: Hono
  deps: AppDeps
  db: Database
  /** Calls the app in-process; `path` is absolute, e.g. `${apiBase}/user`. */
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>
  /** Moves the server's clock forward. */
  advanceClock(ms: number): void
  countRows(table: PgTable): Promise<number>
  /**
   * Stops the server (its background work, then its database) and boots a new one over the same
   * data, as a restarted process would; `app`, `deps` and `db` are the new one's afterwards.
   */
  restart(): Promise<void>
  stop(): Promise<void>
}

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`

/** scrypt at a test cost: the same code path, a fraction of the time. */
const testPasswordCost = { N: 1024, r: 8, p: 1 }

function clientFixture(folder: string): string {
  const clientDir = join(folder, 'client')
  mkdirSync(join(clientDir, 'assets'), { recursive: true })
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Switchboard</title>')
  writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log("app")')
  return clientDir
}

let archive: Promise<Blob> | undefined

/** The run's migrated PGlite archive (global-setup.ts), read once per test file. */
function templateArchive(): Promise<Blob> {
  archive ??= readFile(inject('pgliteArchive')).then((bytes) => new Blob([bytes]))
  return archive
}

const clientOf = (database: DatabaseHandle) =>
  (database.db as unknown as { $client: PGlite }).$client

export interface TestServerOptions {
  /** More environment for readConfig, e.g. GOOGLE_CLIENT_ID. */
  env?: Record<string, string>
  /** Stands in for outgoing HTTP (Google). */
  fetch?: typeof fetch
  /** Voice calls' telephony (a fast simulator in the dialer's tests). */
  telephony?: TelephonyAdapter
}

export async function startTestServer(
  backend: Backend,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-test-'))
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (backend === 'postgres') {
    const adminUrl = inject('postgresUrl')
    if (!adminUrl) throw new Error('No PostgreSQL server was started for this run')
    // A copy of the run's migrated template: boot() then finds every migration applied.
    const database = await createPostgresDatabase(adminUrl, inject('postgresTemplate'))
    databaseUrl = database.url
    dropDatabase = database.drop
  }
  // PGlite in memory, from the run's migrated archive; a restart reloads what it held.
  let pgliteArchive = backend === 'pglite' ? await templateArchive() : undefined
  let clockOffsetMs = 0
  const config = readConfig({
    DATA_DIR: join(folder, 'data'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    CLIENT_DIR: clientFixture(folder),
    APP_URL: appUrl,
    STAFF_EMAILS: staffEmail,
    TRUST_PROXY: '1',
    // The local mailbox's log lines would drown the tests' output (mail-log.test.ts reads them).
    MAIL_LOG: '0',
    // Tests drive the delivery engine themselves (tests/server/support/engine.ts), or play it
    // through appendEngineOutcome: a background engine would finish their campaigns' runs.
    ENGINE: 'off',
    ...options.env,
  })
  const start = () =>
    boot(config, {
      clock: () => new Date(Date.now() + clockOffsetMs),
      passwordCost: testPasswordCost,
      ...(pgliteArchive ? { pgliteArchive } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.telephony ? { telephony: options.telephony } : {}),
    })
  let { app, deps, database } = await start()

  return {
    backend,
    get app() {
      return app
    },
    get deps() {
      return deps
    },
    get db() {
      return deps.db
    },
    async restart() {
      if (pgliteArchive) pgliteArchive = await clientOf(database).dumpDataDir('none')
      await database.close()
      ;({ app, deps, database } = await start())
    },
    async request(method, path, options = {}) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-forwarded-for': options.ip ?? randomAddress(),
        ...options.headers,
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      let body: string | undefined
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json'
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      }
      const response = await app.request(path, { method, headers, body })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = text ? JSON.parse(text) : null
      } catch {
        // Not JSON (the client's pages): the text is the body.
      }
      return { status: response.status, body: parsed, headers: response.headers }
    },
    advanceClock(ms) {
      clockOffsetMs += ms
    },
    async countRows(table) {
      const [row] = await deps.db.select({ value: count() }).from(table)
      return row?.value ?? 0
    },
    async stop() {
      await database.close()
      await dropDatabase()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/**
 * Starts a server for the enclosing describe block and stops it afterwards. The returned object
 * is filled in by beforeAll, so use it inside tests only.
 */
export function useTestServer(backend: Backend, options: TestServerOptions = {}): TestServer {
  const server = { backend } as TestServer
  beforeAll(async () => {
    // Descriptors, not values: `app`, `deps` and `db` follow a restart.
    Object.defineProperties(
      server,
      Object.getOwnPropertyDescriptors(await startTestServer(backend, options)),
    )
  })
  afterAll(async () => {
    await server.stop?.()
  })
  return server
}
