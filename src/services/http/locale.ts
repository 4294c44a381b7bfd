import type { ConfiguredMiddleware } from 'wretch'
import type { AppLocale } from '../../contract/constants'

/** The header that tells the server which language to answer in (its messages and mails). */
export const localeHeader = 'Accept-Language'

/**
 * Sends the interface locale with each request, read when the request leaves: a language changed
 * in another tab or in the settings applies to the next call, without rebuilding the client.
 */
export function localeMiddleware(locale: () => AppLocale): ConfiguredMiddleware {
  return (next) => (url, options) => {
    const headers = new Headers(options.headers as HeadersInit | undefined)
    headers.set(localeHeader, locale())
    return next(url, { ...options, headers })
  }
}
