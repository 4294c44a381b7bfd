import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { smsLimits } from '../../../src/contract/constants'
import { gsmSeptetsOf, isGsm7, smsParts, ucs2Characters } from '../../../src/contract/sms-encoding'

const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const extension = '\f^{}\\[~]|€'
const emoji = '😀'

const gsmText = fc
  .array(fc.constantFrom(...Array.from(basic + extension)), { maxLength: 700 })
  .map((chars) => chars.join(''))
const anyText = fc.string({ unit: 'grapheme', maxLength: 400 })

describe('the GSM-7 alphabet', () => {
  it('has 127 basic characters (128 less the escape) at one septet each', () => {
    expect(Array.from(basic)).toHaveLength(127)
    for (const character of basic) expect(gsmSeptetsOf(character)).toBe(1)
  })

  it('counts each extension character as two septets', () => {
    for (const character of extension) expect(gsmSeptetsOf(character)).toBe(2)
  })

  it.each([
    'ç', // only the capital C cedilla is in the table
    '`',
    'á',
    'õ',
    '\u0308', // a combining mark is not, even after a letter that is
    '\t',
    'α', // Greek small letters are not; Greek capitals that look Latin are Latin
    'Ё',
    emoji,
    '\u00a0',
  ])('lacks %j', (character) => {
    expect(gsmSeptetsOf(Array.from(character)[0] as string)).toBeUndefined()
  })

  it('names the characters that force UCS-2, each once in order', () => {
    expect(ucs2Characters('Hi 😀 çà ç😀')).toEqual(['😀', 'ç'])
    expect(ucs2Characters('plain € [text]')).toEqual([])
    expect(isGsm7('plain € [text]')).toBe(true)
    expect(isGsm7('naïve')).toBe(false)
  })
})

describe('smsParts', () => {
  const repeat = (character: string, times: number) => character.repeat(times)

  it('counts an empty text as no part', () => {
    expect(smsParts('')).toEqual({
      encoding: 'GSM-7',
      units: 0,
      parts: 0,
      perPart: smsLimits.gsm7.singlePart,
      remainingInPart: smsLimits.gsm7.singlePart,
    })
  })

  it.each([
    // GSM-7: 160 in one part, 153 per part after that
    ['a', 1, 1, 1, 160, 159],
    ['a', 160, 1, 160, 160, 0],
    ['a', 161, 2, 161, 153, 145],
    ['a', 306, 2, 306, 153, 0],
    ['a', 307, 3, 307, 153, 152],
    ['a', 459, 3, 459, 153, 0],
    ['a', 460, 4, 460, 153, 152],
    // extension characters: 2 septets
    ['€', 80, 1, 160, 160, 0],
    // 76 pairs fill a part to 152: the 77th waits for the next part
    ['€', 81, 2, 162, 153, 143],
    ['{', 153, 3, 306, 153, 151],
  ])('%j × %i: %i part(s), %i septets', (character, times, parts, units, perPart, remaining) => {
    expect(smsParts(repeat(character, times))).toEqual({
      encoding: 'GSM-7',
      units,
      parts,
      perPart,
      remainingInPart: remaining,
    })
  })

  it.each([
    // UCS-2: 70 in one part, 67 per part after that
    ['ж', 70, 1, 70, 70, 0],
    ['ж', 71, 2, 71, 67, 63],
    ['ж', 134, 2, 134, 67, 0],
    ['ж', 135, 3, 135, 67, 66],
    // a character outside the BMP is a surrogate pair: 2 units
    [emoji, 35, 1, 70, 70, 0],
    [emoji, 36, 2, 72, 67, 61],
  ])(
    '%j × %i: UCS-2, %i part(s), %i units',
    (character, times, parts, units, perPart, remaining) => {
      expect(smsParts(repeat(character, times))).toEqual({
        encoding: 'UCS-2',
        units,
        parts,
        perPart,
        remainingInPart: remaining,
      })
    },
  )

  it('turns a whole text UCS-2 for one character outside the alphabet', () => {
    const text = `${repeat('a', 69)}ç`
    expect(smsParts(text)).toMatchObject({ encoding: 'UCS-2', units: 70, parts: 1 })
    expect(smsParts(`${text}a`)).toMatchObject({ encoding: 'UCS-2', units: 71, parts: 2 })
  })

  it('never splits an escape pair across parts', () => {
    // 152 septets then '€': the pair would straddle the first part's end, so it opens the second.
    const text = `${repeat('a', 152)}€${repeat('a', 10)}`
    expect(smsParts(text)).toEqual({
      encoding: 'GSM-7',
      units: 164,
      parts: 2,
      perPart: 153,
      remainingInPart: 153 - 12,
    })
  })

  it('never splits a surrogate pair across parts', () => {
    const text = `${repeat('ж', 66)}${emoji}${repeat('ж', 5)}`
    expect(smsParts(text)).toEqual({
      encoding: 'UCS-2',
      units: 73,
      parts: 2,
      perPart: 67,
      remainingInPart: 67 - 7,
    })
  })

  it('counts a lone surrogate as one UCS-2 unit', () => {
    expect(smsParts('\ud83d')).toMatchObject({ encoding: 'UCS-2', units: 1, parts: 1 })
  })

  it('never encodes a text of GSM-7 characters as UCS-2', () => {
    fc.assert(fc.property(gsmText, (text) => smsParts(text).encoding === 'GSM-7'))
  })

  it('counts GSM-7 septets as one per basic and two per extension character', () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        const extensions = Array.from(text).filter((c) => extension.includes(c)).length
        expect(smsParts(text).units).toBe(Array.from(text).length + extensions)
      }),
    )
  })

  it('counts UCS-2 units as UTF-16 code units', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = smsParts(`ж${text}`)
        expect(result.encoding).toBe('UCS-2')
        expect(result.units).toBe(text.length + 1)
      }),
    )
  })

  it('never needs fewer parts for a longer text', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, anyText), fc.oneof(gsmText, anyText), (text, more) => {
        const shorter = smsParts(text)
        const longer = smsParts(text + more)
        // Appending a UCS-2 character may change the encoding; parts still never drop.
        expect(longer.parts).toBeGreaterThanOrEqual(shorter.parts)
      }),
    )
  })

  it('keeps its counts consistent with its own limits', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, anyText), (text) => {
        const { encoding, units, parts, perPart, remainingInPart } = smsParts(text)
        const limits = encoding === 'GSM-7' ? smsLimits.gsm7 : smsLimits.ucs2
        expect(remainingInPart).toBeGreaterThanOrEqual(0)
        expect(remainingInPart).toBeLessThan(perPart + (units === 0 ? 1 : 0))
        if (units <= limits.singlePart) {
          expect(parts).toBe(units === 0 ? 0 : 1)
          expect(remainingInPart).toBe(limits.singlePart - units)
        } else {
          expect(perPart).toBe(limits.perPart)
          // Whole parts hold the units; a part may end one unit short of a pair that did not fit.
          expect(parts).toBeGreaterThanOrEqual(Math.ceil(units / limits.perPart))
          expect(parts * perPart - remainingInPart).toBeGreaterThanOrEqual(units)
          expect(parts * perPart - remainingInPart - units).toBeLessThan(parts)
        }
      }),
    )
  })
})
