import { type AppLocale, appLocales } from '../../../src/contract/constants'
import type { Words } from './words'

/**
 * Words a row keeps for people who read it later (an import's row errors, a notification, an
 * activity entry's label): said at write time in each of the app's languages, from the
 * catalogue message and values the server decided on, so a reader gets their own language.
 * Kept whole rather than as a key and values because most of them are made of the contract's
 * checks (a zod issue, a phone or custom-field reading), which word themselves per locale.
 */
export type StoredWords = Record<AppLocale, string>

/** What a list of texts in a JSON column holds: words in every language, or (written before) English. */
export type StoredText = string | StoredWords

export const storeWords = (words: Words): StoredWords =>
  Object.fromEntries(appLocales.map((locale) => [locale, words(locale)])) as StoredWords

/** The words in `locale`; a row written before words were kept shows the English it holds. */
export const readWords = (
  stored: Partial<StoredWords> | null | undefined,
  written: string,
  locale: AppLocale,
): string => stored?.[locale] ?? written

/** A stored text in `locale`, whichever way it was written. */
export const readText = (text: StoredText, locale: AppLocale): string =>
  typeof text === 'string' ? text : readWords(text, text[appLocales[0]], locale)

/** Words known in every language already (composed from words kept elsewhere). */
export const wordsOf =
  (stored: StoredText): Words =>
  (locale) =>
    readText(stored, locale)
