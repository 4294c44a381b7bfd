import { smsLimits } from './constants'

/**
 * How a text travels as SMS (GSM 03.38 / 03.40): in the GSM 7-bit default alphabet when every
 * character is in it, otherwise in UCS-2, and in how many parts. Client (the live counter) and
 * server (a message's `parts`) count alike. Pure: no imports beyond the contract.
 */

export const smsEncodings = ['GSM-7', 'UCS-2'] as const
export type SmsEncoding = (typeof smsEncodings)[number]

export interface SmsParts {
  encoding: SmsEncoding
  /** Septets (GSM-7, an extension character counting 2) or UTF-16 code units (UCS-2). */
  units: number
  /** Parts the text goes out in; 0 for an empty text. */
  parts: number
  /** Units one part holds: the single-part size while the text fits in one, else the multipart one. */
  perPart: number
  /** Units still free in the last part before another part starts. */
  remainingInPart: number
}

/** The escape septet: the next septet is read in the extension table. */
export const gsm7Escape = 0x1b

/**
 * The default alphabet's basic table in code order (GSM 03.38): a character's index is its
 * septet. Index 0x1B is the escape, which is no character of its own.
 */
export const gsm7BasicTable =
  '@£$¥èéùìòÇ\nØø\rÅå' +
  '\u0394_\u03a6\u0393\u039b\u03a9\u03a0\u03a8\u03a3\u0398\u039e\u001bÆæßÉ' +
  ' !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§' +
  '¿abcdefghijklmnopqrstuvwxyzäöñüà'

/** The extension table: each is the escape plus its own septet, 2 septets that never split. */
export const gsm7ExtensionCodes: Readonly<Record<string, number>> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
}

const basicSet = new Set(gsm7BasicTable)
basicSet.delete(String.fromCharCode(gsm7Escape))
const extensionSet = new Set(Object.keys(gsm7ExtensionCodes))

/** Septets a character takes in GSM-7: 1, 2 (extension), or undefined when it is not in it. */
export function gsmSeptetsOf(character: string): 1 | 2 | undefined {
  if (basicSet.has(character)) return 1
  if (extensionSet.has(character)) return 2
  return undefined
}

const characters = (text: string) => Array.from(text)

/** The characters of a text that the GSM-7 alphabet lacks (each once, in order): they force UCS-2. */
export function ucs2Characters(text: string): string[] {
  return [...new Set(characters(text).filter((character) => gsmSeptetsOf(character) === undefined))]
}

export const isGsm7 = (text: string): boolean => ucs2Characters(text).length === 0

/**
 * Packs characters of the given widths into parts of `perPart` units, a character never split
 * across two parts (an escape pair, a surrogate pair): a part may end a unit short.
 */
function pack(widths: number[], perPart: number) {
  let parts = widths.length > 0 ? 1 : 0
  let used = 0
  for (const width of widths) {
    if (used + width > perPart) {
      parts += 1
      used = 0
    }
    used += width
  }
  return { parts, remainingInPart: perPart - used }
}

/** The encoding, size and parts of a text as it would be sent. */
export function smsParts(text: string): SmsParts {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2'
  const limits = encoding === 'GSM-7' ? smsLimits.gsm7 : smsLimits.ucs2
  // A character outside the Basic Multilingual Plane is a surrogate pair: 2 UTF-16 units.
  const widths = characters(text).map((character) =>
    encoding === 'GSM-7' ? (gsmSeptetsOf(character) as number) : character.length,
  )
  const units = widths.reduce((sum, width) => sum + width, 0)
  const perPart = units <= limits.singlePart ? limits.singlePart : limits.perPart
  return { encoding, units, perPart, ...pack(widths, perPart) }
}
