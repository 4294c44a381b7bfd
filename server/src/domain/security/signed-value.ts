import { hmac, secretsMatch } from './secrets'

/**
 * A small JSON value signed with the app key and carrying its expiry: `payload.signature`, both
 * base64url. Used where the server must get back what it handed out (OAuth state).
 */
export function signValue(appKey: string, purpose: string, value: object, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ ...value, exp: expiresAt.getTime() })).toString(
    'base64url',
  )
  return `${payload}.${hmac(appKey, `${purpose}:${payload}`)}`
}

/** The value when the signature is ours, for this purpose, and unexpired; otherwise null. */
export function readSignedValue(
  appKey: string,
  purpose: string,
  signed: string,
  now: Date,
): Record<string, unknown> | null {
  const [payload, signature, ...rest] = signed.split('.')
  if (!payload || !signature || rest.length > 0) return null
  if (!secretsMatch(signature, hmac(appKey, `${purpose}:${payload}`))) return null
  const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  if (typeof value !== 'object' || value === null) return null
  const { exp } = value as { exp?: unknown }
  return typeof exp === 'number' && exp > now.getTime() ? (value as Record<string, unknown>) : null
}
