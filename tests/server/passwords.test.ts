import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../server/src/domain/security/passwords'
import { secretsMatch } from '../../server/src/domain/security/secrets'
import { readSignedValue, signValue } from '../../server/src/domain/security/signed-value'

describe('password hashing (scrypt)', () => {
  it('verifies the password at the production cost and refuses any other', async () => {
    const stored = await hashPassword('open sesame, please')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/)
    expect(await verifyPassword('open sesame, please', stored)).toBe(true)
    expect(await verifyPassword('open sesame, please!', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    const cost = { N: 1024, r: 8, p: 1 }
    expect(await hashPassword('same', cost)).not.toBe(await hashPassword('same', cost))
  })

  it('refuses stored values that are not scrypt hashes', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x$y$z$a$b', 'scrypt$1024$8$1$$'])
      expect(await verifyPassword('x', stored)).toBe(false)
  })
})

describe('secrets', () => {
  it('compares in constant time, whatever the lengths', () => {
    expect(secretsMatch('abc', 'abc')).toBe(true)
    expect(secretsMatch('abc', 'abd')).toBe(false)
    expect(secretsMatch('abc', 'abcd')).toBe(false)
  })

  it('reads back only values it signed for the same purpose, before they expire', () => {
    const now = new Date('2030-01-01T00:00:00Z')
    const later = new Date(now.getTime() + 60_000)
    const signed = signValue('key', 'purpose', { nonce: 'n' }, later)
    expect(readSignedValue('key', 'purpose', signed, now)).toMatchObject({ nonce: 'n' })
    expect(readSignedValue('other key', 'purpose', signed, now)).toBeNull()
    expect(readSignedValue('key', 'other purpose', signed, now)).toBeNull()
    expect(readSignedValue('key', 'purpose', signed, later)).toBeNull()
    expect(readSignedValue('key', 'purpose', `${signed}.extra`, now)).toBeNull()
  })
})
