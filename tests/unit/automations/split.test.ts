import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sha256Head } from '../../../src/contract/automation/sha256'
import { splitArmOf } from '../../../src/contract/automation/split'

const nodeDigest = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0)

describe('splitArmOf', () => {
  it('hashes as Node’s SHA-256 does, for any text and length (block edges included)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Head(text)).toBe(nodeDigest(text))
      }),
      { numRuns: 500 },
    )
    for (const length of [0, 55, 56, 63, 64, 119, 120])
      expect(sha256Head('x'.repeat(length))).toBe(nodeDigest('x'.repeat(length)))
  })

  it('gives arms by weight, the same arm for a contact every time, none for no weight', () => {
    const arms = [
      { id: 'a', label: 'A', weight: 70 },
      { id: 'b', label: 'B', weight: 30 },
    ]
    const chosen = Array.from({ length: 1000 }, (_, index) => splitArmOf(arms, `c${index}`, 'p'))
    const share = chosen.filter((arm) => arm?.id === 'a').length / chosen.length
    expect(share).toBeGreaterThan(0.62)
    expect(share).toBeLessThan(0.78)
    expect(splitArmOf(arms, 'c7', 'p')).toEqual(splitArmOf(arms, 'c7', 'p'))
    expect(splitArmOf([{ ...arms[0], weight: 0 } as (typeof arms)[0]], 'c7', 'p')).toBeNull()
  })
})
