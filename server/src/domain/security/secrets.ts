import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A fresh unguessable token for a URL or a header: 256 random bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored as their sha256, so a leaked table holds no usable secret. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url')
}

/** Compares secrets in constant time, so the time taken tells nothing about the match. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
