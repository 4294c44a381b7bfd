import {
  type LocalizedString,
  LocalizedStringDictionary,
  LocalizedStringFormatter,
} from '@internationalized/string'
import { type AppLocale, appLocales, rightToLeftLocales } from '../contract/constants'
import type { Catalogue, MessageValues, Translate } from './catalogue'

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

// One dictionary per catalogue: a locale's table is resolved once, not on every render.
const dictionaries = new WeakMap<object, LocalizedStringDictionary<string, LocalizedString>>()

function dictionaryOf<Key extends string>(
  catalogue: Catalogue<Key>,
): LocalizedStringDictionary<Key, LocalizedString> {
  const known = dictionaries.get(catalogue)
  if (known) return known
  const locales = Object.fromEntries(appLocales.map((locale) => [locale, catalogue[locale]]))
  // English, the first locale, is the one every catalogue is complete in.
  const dictionary = new LocalizedStringDictionary<Key, LocalizedString>(locales, appLocales[0])
  dictionaries.set(catalogue, dictionary)
  return dictionary
}

/**
 * A catalogue's messages in one locale, on the client or the server (React Aria's formatter).
 * The arguments a message selects by (the catalogue's `codes`: a role, a status) are matched as
 * given, never isolated.
 */
export function translator<Key extends string>(
  catalogue: Catalogue<Key>,
  locale: AppLocale,
): Translate<Key> {
  const formatter = new LocalizedStringFormatter(locale, dictionaryOf(catalogue))
  return (key, values) =>
    formatter.format(key, values && isolated(values, locale, catalogue.codes?.[key]))
}
