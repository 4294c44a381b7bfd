import { readFileSync } from 'node:fs'

/**
 * How mail leaves over SMTP, read from the environment once at start so a mistake stops the
 * server with its reason rather than failing every mail:
 * - SMTP_URL: `smtp://user:pass@host:587` (upgraded with STARTTLS when the server offers it) or
 *   `smtps://user:pass@host:465` (TLS from the start); user and password URL-encoded.
 * - SMTP_REQUIRE_TLS=1: with smtp://, a server that does not offer STARTTLS gets no mail.
 * - SMTP_AUTH_METHOD: PLAIN, LOGIN or CRAM-MD5; by default the first the server offers.
 * - SMTP_POOL: keep up to this many connections open and reuse them; 0 (the default) opens one
 *   connection per mail.
 * - SMTP_TLS_CA: a PEM file of certificate authorities to trust besides the system's, for a
 *   relay with a private certificate.
 */
export interface SmtpSettings {
  host: string
  port: number
  /** smtps://: TLS from the first byte; otherwise STARTTLS when offered. */
  secure: boolean
  requireTls: boolean
  auth: { user: string; pass: string; method: SmtpAuthMethod | undefined } | undefined
  /** Connections kept open and reused; 0 for one connection per mail. */
  pool: number
  ca: string | undefined
}

export const smtpAuthMethods = ['PLAIN', 'LOGIN', 'CRAM-MD5'] as const
export type SmtpAuthMethod = (typeof smtpAuthMethods)[number]

const maxPool = 50

const isAuthMethod = (value: string): value is SmtpAuthMethod =>
  (smtpAuthMethods as readonly string[]).includes(value)

export function readSmtpSettings(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const value = env.SMTP_URL?.trim()
  if (!value) return undefined
  const fail = (reason: string): never => {
    throw new Error(reason)
  }
  const url = URL.canParse(value) ? new URL(value) : fail(`SMTP_URL is not a URL: "${value}"`)
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    fail(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`)
  if (!url.hostname) fail('SMTP_URL has no host')
  const secure = url.protocol === 'smtps:'
  const method = env.SMTP_AUTH_METHOD?.trim().toUpperCase() || undefined
  if (method !== undefined && !isAuthMethod(method))
    fail(`SMTP_AUTH_METHOD must be one of ${smtpAuthMethods.join(', ')} (got "${method}")`)
  const user = decodeURIComponent(url.username)
  if (method && !user) fail('SMTP_AUTH_METHOD is set but SMTP_URL holds no user to sign in')
  const pool = Number(env.SMTP_POOL?.trim() || 0)
  if (!Number.isInteger(pool) || pool < 0 || pool > maxPool)
    fail(`SMTP_POOL must be a whole number from 0 to ${maxPool} (got "${env.SMTP_POOL}")`)
  const requireTls = ['1', 'true'].includes(env.SMTP_REQUIRE_TLS?.trim().toLowerCase() ?? '')
  const caFile = env.SMTP_TLS_CA?.trim()
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTls,
    auth: user
      ? { user, pass: decodeURIComponent(url.password), method: method as SmtpAuthMethod }
      : undefined,
    pool,
    ca: caFile ? readFileSync(caFile, 'utf8') : undefined,
  }
}
