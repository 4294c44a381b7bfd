import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt's cost parameters. N = 2^14, r = 8, p = 1 is the common interactive-login setting. */
export interface ScryptCost {
  N: number
  r: number
  p: number
}

export const defaultScryptCost: ScryptCost = { N: 2 ** 14, r: 8, p: 1 }

const keyLength = 64
const saltLength = 16

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave room above Node's 32 MiB default.
  const maxmem = 256 * cost.N * cost.r
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so the cost can change later. */
export async function hashPassword(password: string, cost = defaultScryptCost): Promise<string> {
  const salt = randomBytes(saltLength)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const cost = { N: Number(N), r: Number(r), p: Number(p) }
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
