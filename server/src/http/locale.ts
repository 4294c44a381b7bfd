import type { Context, MiddlewareHandler } from 'hono'
import { languageDetector } from 'hono/language'
import { type AppLocale, appLocales } from '../../../src/contract/constants'
import type { Translate } from '../../../src/messages/catalogue'
import { type ServerKey, serverWords } from './words'

const [english] = appLocales

/**
 * Which language an answer is written in: the request's Accept-Language (the client sends its
 * interface locale), weighed by q and matched by primary tag (`ar-EG` is Arabic); English when
 * it names none of ours. Read from the header alone: no cookie, no query parameter.
 */
export const answerLocale: MiddlewareHandler = languageDetector({
  order: ['header'],
  supportedLanguages: [...appLocales],
  fallbackLanguage: english,
  caches: false,
})

const isAppLocale = (value: unknown): value is AppLocale =>
  appLocales.some((locale) => locale === value)

/** The request's language, as answerLocale found it. */
export function localeOf(c: Context): AppLocale {
  const language: unknown = c.get('language')
  return isAppLocale(language) ? language : english
}

/** The server's messages in the request's language, for an answer a route writes itself. */
export const wordsFor = (c: Context): Translate<ServerKey> => serverWords(localeOf(c))
