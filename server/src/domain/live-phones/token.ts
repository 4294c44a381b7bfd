import { randomBytes, timingSafeEqual } from 'node:crypto'

/** A phone's secret, which its app posts with: `phone_` and 32 random bytes, URL-safe. */
export const newPhoneToken = () => `phone_${randomBytes(32).toString('base64url')}`

export function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}
