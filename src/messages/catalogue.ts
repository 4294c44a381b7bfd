import type { LocalizedString } from '@internationalized/string'
import type { AppLocale } from '../contract/constants'

/**
 * One area's messages in every locale, as `npm run messages` compiles them (catalogue.js), and
 * for each message that selects by a code (`{role, select, …}`), the arguments that are codes.
 */
export type Catalogue<Key extends string> = Record<AppLocale, Record<Key, LocalizedString>> & {
  codes?: Partial<Record<Key, readonly string[]>>
}

/** The values a message's ICU arguments take. */
export type MessageValues = Record<string, string | number>

/** A catalogue's messages in one locale: `t('key', { name })`. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string
