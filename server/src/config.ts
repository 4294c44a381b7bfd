import { resolve } from 'node:path'
import { money } from '../../src/contract/constants'
import { type Money, parseMoney } from '../../src/contract/money'
import { isMoneyText } from '../../src/contract/money-text'
import { parseSmppUrl, type SmppConnection } from './adapters/carrier/smpp/connection-url'
import { readSmtpSettings, type SmtpSettings } from './adapters/mail/smtp-settings'
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
  /** Mail goes out over SMTP when SMTP_URL is set; otherwise to the local mailbox. */
  smtp: SmtpSettings | undefined
  mailFrom: string
  /** With the local mailbox, each mail and its links are printed to the log; MAIL_LOG=0 stops it. */
  logMail: boolean
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
  /** SMPP_URL: SMS go out over this SMPP connection instead of the local simulator. */
  smpp: SmppConnection | undefined
  /** The local carrier simulator (the default carrier): see adapters/carrier/simulator.ts. */
  simulator: SimulatorConfig
  /** The delivery engine (domain/campaigns/engine); ENGINE=off stops the automation engine too. */
  engine: EngineConfig
  /**
   * WEBHOOKS=http: automations' webhook nodes POST for real; otherwise the local receiver
   * (adapters/webhook) keeps them, so a demo or a test sends nothing out.
   */
  webhooks: 'local' | 'http'
  /**
   * OUTBOUND_PRIVATE=allow: requests to addresses people typed (balance checkers) may reach
   * private and loopback addresses (a vendor system on the same network, tests); refused otherwise.
   */
  outboundPrivate: boolean
  /** ICON_FALLBACK_URL (such as https://api.iconify.design): asked for icons the server lacks. */
  iconFallbackUrl: URL | undefined
  /**
   * MAIL_IN_PORT: an SMTP listener for rate sheets mailed to rate inboxes' addresses at
   * MAIL_IN_DOMAIN (adapters/mail/mail-in.ts); off when unset (and in tests unless asked).
   */
  mailIn: { port: number; host: string; domain: string } | undefined
  /**
   * HUB_SMPP_PORT: the hub's SMPP listener, where clients' software binds with an endpoint's
   * system_id and password (domain/hub-traffic); off when unset. HUB_SMPP_HOST: 127.0.0.1 unless
   * given (port 0: a free port, as the tests use).
   */
  hubSmpp: { port: number; host: string } | undefined
}

export interface SimulatorConfig {
  /** SIMULATOR_LATENCY_MS: how long a submit takes. */
  latencyMs: number
  /** SIMULATOR_FAILURE_RATE: the share of messages whose receipt says failed (0 to 1). */
  failureRate: number
  /** SIMULATOR_RECEIPT_DELAY_MS: from a submit to its receipt. */
  receiptDelayMs: number
  /** SIMULATOR_SEED: outcomes drawn from the seed and the message, the same every run. */
  seed: string | undefined
  /** SIMULATOR_SUBMIT_LOG: a file of every accepted submit, kept across restarts. */
  submitLog: string | undefined
  /** SIMULATOR_REPLY_RATE: the share of delivered messages a handset answers (0 to 1). */
  replyRate: number
  /** SIMULATOR_REPLY_DELAY_MS: from a delivery receipt to the handset's reply. */
  replyDelayMs: number
}

export interface EngineConfig {
  /** ENGINE=off: this process sends nothing (another process, or nobody, does). */
  enabled: boolean
  /** ENGINE_LEASE_MS: a worker's claim on messages; a dead worker's run out after this. */
  leaseMs: number
  /** ENGINE_BATCH: messages one claim takes. */
  batch: number
  /**
   * ENGINE_SWEEP_SLICE: contacts one look of an automation's trigger sweep reads (segment
   * membership, date fields; domain/automations/triggers), so a call's work stays bounded.
   */
  sweepSlice: number
  /** DEFAULT_ROUTE_COST: what one message part costs on the default route (a unit price). */
  defaultRouteCost: Money
}

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(optional(value))
  return optional(value) !== undefined && Number.isFinite(parsed) ? parsed : fallback
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
    smtp: readSmtpSettings(env),
    mailIn:
      optional(env.MAIL_IN_PORT) === undefined
        ? undefined
        : {
            port: numberOr(env.MAIL_IN_PORT, 2525),
            host: optional(env.MAIL_IN_HOST) ?? env.HOST ?? '0.0.0.0',
            domain: (optional(env.MAIL_IN_DOMAIN) ?? 'rates.switchboard.local').toLowerCase(),
          },
    hubSmpp:
      optional(env.HUB_SMPP_PORT) === undefined
        ? undefined
        : {
            port: numberOr(env.HUB_SMPP_PORT, 2775),
            host: optional(env.HUB_SMPP_HOST) ?? '127.0.0.1',
          },
    mailFrom: optional(env.MAIL_FROM) ?? 'Switchboard <no-reply@switchboard.local>',
    logMail: !['0', 'false', 'off'].includes(env.MAIL_LOG?.trim().toLowerCase() ?? ''),
    staffEmails: (env.STAFF_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    testHooks: env.TEST_HOOKS === '1',
    upstreamApiUrl: httpUrl('UPSTREAM_API_URL', optional(env.UPSTREAM_API_URL)),
    seed: {
      enabled: !['0', 'false', 'off'].includes(env.SEED?.trim().toLowerCase() ?? ''),
      email: optional(env.SEED_EMAIL)?.toLowerCase() ?? 'demo@switchboard.local',
      password: optional(env.SEED_PASSWORD),
    },
    smpp: smppConnection(optional(env.SMPP_URL)),
    simulator: {
      latencyMs: numberOr(env.SIMULATOR_LATENCY_MS, 20),
      failureRate: Math.min(1, Math.max(0, numberOr(env.SIMULATOR_FAILURE_RATE, 0.02))),
      receiptDelayMs: numberOr(env.SIMULATOR_RECEIPT_DELAY_MS, 1000),
      seed: optional(env.SIMULATOR_SEED),
      submitLog: optional(env.SIMULATOR_SUBMIT_LOG),
      replyRate: Math.min(1, Math.max(0, numberOr(env.SIMULATOR_REPLY_RATE, 0))),
      replyDelayMs: numberOr(env.SIMULATOR_REPLY_DELAY_MS, 5000),
    },
    engine: {
      enabled: !['0', 'false', 'off'].includes(env.ENGINE?.trim().toLowerCase() ?? ''),
      leaseMs: numberOr(env.ENGINE_LEASE_MS, 30_000),
      batch: Math.max(1, Math.floor(numberOr(env.ENGINE_BATCH, 500))),
      sweepSlice: Math.max(1, Math.floor(numberOr(env.ENGINE_SWEEP_SLICE, 2000))),
      defaultRouteCost: routeCost(optional(env.DEFAULT_ROUTE_COST) ?? money.defaultRouteCost),
    },
    webhooks: env.WEBHOOKS?.trim().toLowerCase() === 'http' ? 'http' : 'local',
    outboundPrivate: env.OUTBOUND_PRIVATE?.trim().toLowerCase() === 'allow',
    iconFallbackUrl: httpUrl('ICON_FALLBACK_URL', optional(env.ICON_FALLBACK_URL)),
  }
}

/** A unit price in the team's currency; past a unit price's decimals it is no price at all. */
function routeCost(text: string): Money {
  const shape = { currency: money.defaultCurrency, scale: money.scales.unitPrice }
  if (!isMoneyText(text, shape))
    throw new Error(
      `DEFAULT_ROUTE_COST must be an amount with at most ${shape.scale} decimals, like 0.0050.`,
    )
  return parseMoney(text, shape)
}

/** An http(s) base URL, or a clear failure at start rather than at the first request. */
function httpUrl(name: string, value: string | undefined): URL | undefined {
  if (!value) return undefined
  const url = URL.canParse(value) ? new URL(value) : null
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${name} must be an http(s) URL, not "${value}"`)
  return url
}

/** A connection to bind, or a clear failure at start (SMPP_URL names the mistake). */
const smppConnection = (value: string | undefined) => (value ? parseSmppUrl(value) : undefined)
