import { describe, expect, it } from 'vitest'
import {
  e164Digits,
  leadingRuns,
  longestPrefixMatch,
} from '../../../server/src/domain/networks/prefix-match'

describe('longest-prefix matching', () => {
  it('reads E.164 digits and refuses what is not a number', () => {
    expect(e164Digits('+44 (7700) 900-123')).toBe('447700900123')
    expect(e164Digits('0044')).toBeNull()
    expect(e164Digits('+1234567890123456')).toBeNull()
  })

  it('lists every leading run, longest first', () => {
    expect(leadingRuns('4477')).toEqual(['4477', '447', '44', '4'])
  })

  it('never lets a shorter prefix beat a longer one, whatever the order of the owners', () => {
    const short = { name: 'short, listed first', prefixes: ['44', '4477'] }
    const long = { name: 'long', prefixes: ['447700'] }
    for (const owners of [
      [short, long],
      [long, short],
    ])
      expect(longestPrefixMatch('447700900123', owners)).toEqual({ owner: long, prefix: '447700' })
    expect(longestPrefixMatch('447712', [long, short])).toEqual({ owner: short, prefix: '4477' })
    expect(longestPrefixMatch('15551234', [long, short])).toBeNull()
  })

  it('matches the longest prefix among many random ones', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed
    }
    const owners = Array.from({ length: 200 }, (_, index) => ({
      index,
      prefixes: Array.from(
        { length: 20 },
        () => String(1 + (random() % 9)) + String(random() % 10 ** (random() % 6)),
      ),
    }))
    for (let probe = 0; probe < 500; probe++) {
      const digits = String(1 + (random() % 9)) + String(random()).padStart(10, '0')
      const match = longestPrefixMatch(digits, owners)
      const longest = Math.max(
        0,
        ...owners.flatMap((owner) =>
          owner.prefixes.filter((p) => digits.startsWith(p)).map((p) => p.length),
        ),
      )
      expect(match?.prefix.length ?? 0).toBe(longest)
    }
  })
})
