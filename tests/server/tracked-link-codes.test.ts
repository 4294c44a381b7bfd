import { describe, expect, it } from 'vitest'
import { newLinkCode } from '../../server/src/domain/campaigns/engine/links'
import { linkCodeAlphabet, linkCodePattern } from '../../src/contract/tracked-link'

/** A tracked link's code: base62, fixed length, every letter as likely as the others. */
describe('newLinkCode', () => {
  const codes = Array.from({ length: 20_000 }, () => newLinkCode())

  it('writes codes the link pattern accepts, never the same twice', () => {
    expect(codes.every((code) => linkCodePattern.test(code))).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('draws every letter of the alphabet about equally often', () => {
    const counts = new Map<string, number>()
    for (const code of codes)
      for (const letter of code) counts.set(letter, (counts.get(letter) ?? 0) + 1)
    expect([...counts.keys()].sort().join('')).toBe([...linkCodeAlphabet].sort().join(''))
    const letters = codes.join('').length
    const expected = letters / linkCodeAlphabet.length
    // Pearson's χ² over 61 degrees of freedom: above 120 happens by chance about once in 10⁵ runs.
    const chiSquare = [...counts.values()].reduce(
      (sum, seen) => sum + (seen - expected) ** 2 / expected,
      0,
    )
    expect(chiSquare).toBeLessThan(120)
  })
})
