import { resolve } from 'node:path'
import { inMemory } from './db/connect'

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  port: number
  host: string
  /** The built client (vite build output). */
  clientDir: string
  /** Where the embedded database (and nothing else) keeps its files; `memory://` keeps none. */
  dataDir: string
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined
  /** The public address of the product, for links in mails. */
  appUrl: string
  /** Signs verification links and OAuth state; generated and kept in the database when unset. */
  appKey: string | undefined
  /** Google sign-in is offered only when both are set. */
  google: { clientId: string; clientSecret: string } | undefined
  /** Mail goes out over SMTP when set (smtp://user:pass@host:port); otherwise to the local mailbox. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Users with these addresses are platform staff (the management area). */
  staffEmails: string[]
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean
  /** TEST_HOOKS=1: the end-to-end tests' mailbox and refresh counter (http/test-hooks.ts). */
  testHooks: boolean
  /** When set, /api/proxy/* is forwarded to this backend and the built-in API is off. */
  upstreamApiUrl: URL | undefined
  /** Demo data on first start with an empty database (see server/src/seed). */
  seed: { enabled: boolean; email: string; password: string | undefined }
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  const dataDir = env.DATA_DIR ?? 'data'
  const googleClientId = optional(env.GOOGLE_CLIENT_ID)
  const googleClientSecret = optional(env.GOOGLE_CLIENT_SECRET)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    dataDir: dataDir === inMemory ? inMemory : resolve(dataDir),
    databaseUrl: optional(env.DATABASE_URL),
    appUrl: (optional(env.APP_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appKey: optional(env.APP_KEY),
    google:
      googleClientId && googleClientSecret
        ? { clientId: googleClientId, clientSecret: googleClientSecret }
        : undefined,
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Switchboard <no-reply@switchboard.local>',
    staffEmails: (env.STAFF_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    testHooks: env.TEST_HOOKS === '1',
    upstreamApiUrl: upstreamUrl(optional(env.UPSTREAM_API_URL)),
    seed: {
      enabled: !['0', 'false', 'off'].includes(env.SEED?.trim().toLowerCase() ?? ''),
      email: optional(env.SEED_EMAIL)?.toLowerCase() ?? 'demo@switchboard.local',
      password: optional(env.SEED_PASSWORD),
    },
  }
}

/** An http(s) base URL, or a clear failure at start rather than at the first request. */
function upstreamUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined
  const url = URL.canParse(value) ? new URL(value) : null
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`UPSTREAM_API_URL must be an http(s) URL, not "${value}"`)
  return url
}
