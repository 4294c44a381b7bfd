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

  it('never lets a shorter prefix beat a longer one', () => {
    const owners = new Map([
      ['44', 'short'],
      ['4477', 'middle'],
      ['447700', 'long'],
    ])
    expect(longestPrefixMatch('447700900123', owners)).toEqual({ owner: 'long', prefix: '447700' })
    expect(longestPrefixMatch('447712', owners)).toEqual({ owner: 'middle', prefix: '4477' })
    expect(longestPrefixMatch('15551234', owners)).toBeNull()
  })

  it('matches the longest prefix among many random ones', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed
    }
    const owners = new Map<string, number>()
    for (let index = 0; index < 4000; index++)
      owners.set(String(1 + (random() % 9)) + String(random() % 10 ** (random() % 6)), index)
    for (let probe = 0; probe < 500; probe++) {
      const digits = String(1 + (random() % 9)) + String(random()).padStart(10, '0')
      const match = longestPrefixMatch(digits, owners)
      const longest = Math.max(
        0,
        ...[...owners.keys()].filter((p) => digits.startsWith(p)).map((p) => p.length),
      )
      expect(match?.prefix.length ?? 0).toBe(longest)
    }
  })
})
