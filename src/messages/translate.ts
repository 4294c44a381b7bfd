import {
  type LocalizedString,
  LocalizedStringDictionary,
  LocalizedStringFormatter,
} from '@internationalized/string'
import { type AppLocale, rightToLeftLocales } from '../contract/signInConstants'
import { defaultLocale } from '../services/locale'
import type { Catalogue, MessageTable, MessageValues, Translate } from './catalogue'
import { tableOf } from './localeTables'

const firstStrongIsolate = '\u2068'
const popDirectionalIsolate = '\u2069'
const rightToLeftLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/

/**
 * A value set into a sentence keeps its own direction: a Latin name inside Arabic text, or an
 * Arabic name inside English, is wrapped in a first-strong isolate so its punctuation and the
 * words around it do not swap places. In a left-to-right sentence a value with no right-to-left
 * letter reads the same either way, and is left as it is.
 */
export function isolate(value: string, locale: AppLocale): string {
  const isolated = rightToLeftLocales.includes(locale) || rightToLeftLetter.test(value)
  return isolated ? `${firstStrongIsolate}${value}${popDirectionalIsolate}` : value
}

/** The values with their text isolated, except codes a message selects by (they are not shown). */
function isolated(
  values: MessageValues,
  locale: AppLocale,
  codes: readonly string[] = [],
): MessageValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && !codes.includes(name) ? isolate(value, locale) : value,
    ]),
  )
}

// One dictionary per catalogue and locale: a locale's table is resolved once, not on every render.
const dictionaries = new WeakMap<object, Map<AppLocale, LocalizedStringDictionary<string>>>()

function dictionaryOf<Key extends string>(
  catalogue: Catalogue<Key>,
  locale: AppLocale,
  table: MessageTable<Key>,
): LocalizedStringDictionary<Key, LocalizedString> {
  const known = dictionaries.get(catalogue) ?? new Map()
  dictionaries.set(catalogue, known)
  const dictionary = known.get(locale) ?? new LocalizedStringDictionary({ [locale]: table }, locale)
  known.set(locale, dictionary)
  return dictionary as LocalizedStringDictionary<Key, LocalizedString>
}

/**
 * A catalogue's messages in one locale, on the client or the server (React Aria's formatter).
 * A locale whose messages have not arrived yet (src/messages/localeTables.ts) is said in English,
 * the locale every catalogue is complete in, until they have. The arguments a message selects by
 * (the catalogue's `codes`: a role, a status) are matched as given, never isolated.
 */
export function translator<Key extends string>(
  catalogue: Catalogue<Key>,
  locale: AppLocale,
): Translate<Key> {
  let settled: { formatter: LocalizedStringFormatter<Key>; locale: AppLocale } | undefined
  const formatterNow = () => {
    if (settled) return settled
    const table = tableOf(catalogue, locale)
    const said = table ? locale : defaultLocale
    const dictionary = dictionaryOf(catalogue, said, table ?? catalogue.en)
    const current = { formatter: new LocalizedStringFormatter(said, dictionary), locale: said }
    if (table) settled = current
    return current
  }
  return (key, values) => {
    const { formatter, locale: said } = formatterNow()
    return formatter.format(key, values && isolated(values, said, catalogue.codes?.[key]))
  }
}
