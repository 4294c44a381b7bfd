import type { LocalizedString } from '@internationalized/string'
import type { AppLocale } from '../contract/constants'

/** One locale's messages of one area, each compiled to a string or a function. */
export type MessageTable<Key extends string> = Record<Key, LocalizedString>

/**
 * One area's messages as `npm run messages` compiles them (catalogue.js): English, the locale
 * every catalogue is complete in, and the other locales where the module carries them (the areas
 * the server reads); otherwise they come from the locale's module (src/messages/locales), by the
 * catalogue's `area`. `codes`: for each message that selects by a code (`{role, select, …}`), the
 * arguments that are codes.
 */
export type Catalogue<Key extends string> = { en: MessageTable<Key> } & Partial<
  Record<AppLocale, MessageTable<Key>>
> & {
    area?: string
    codes?: Partial<Record<Key, readonly string[]>>
  }

/** A later locale's module (src/messages/locales/<locale>.js): every area's table, by area. */
export type LocaleTables = Record<string, MessageTable<string>>

/** The values a message's ICU arguments take. */
export type MessageValues = Record<string, string | number>

/** A catalogue's messages in one locale: `t('key', { name })`. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string
