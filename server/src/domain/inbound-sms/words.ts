import { inboundSms } from '../../../../src/contract/constants'

/**
 * Arabic and Persian letters people type either way: the Arabic yeh and alef maksura are the
 * Persian yeh, the Arabic kaf the Persian keheh, on whichever keyboard the handset has.
 */
const letterVariants: Record<string, string> = {
  '\u064A': '\u06CC',
  '\u0649': '\u06CC',
  '\u0643': '\u06A9',
}

/**
 * A word as replies are compared: lower-cased, without diacritics (Latin accents, Arabic
 * harakat and the hamza or madda over or under an alef, which NFKD splits off as marks),
 * without tatweel or zero-width joiners, its Arabic/Persian letter variants made one.
 */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\p{M}\u0640\u200C\u200D]/gu, '')
    .replace(/[\u064A\u0649\u0643]/g, (letter) => letterVariants[letter] ?? letter)
    .toLowerCase()
}

/** A reply's keyword: its first word, trimmed and folded. */
export const firstWord = (text: string) => foldWord(text.trim().split(/\s+/)[0] ?? '')

const optOutWords = new Set(Object.values(inboundSms.optOutWords).flat().map(foldWord))

/** Whether a reply opts its sender out: its first word is an opt-out word of any language. */
export const optsOut = (text: string) => optOutWords.has(firstWord(text))
