/**
 * Cutting and cleaning text for storage. Strings are UTF-16: a cut at an arbitrary index can
 * fall between the two halves of a surrogate pair (an emoji), leaving a lone surrogate that has
 * no UTF-8 form, which PostgreSQL refuses (in jsonb) or stores as U+FFFD.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const loneSurrogates = new RegExp(loneSurrogate.source, 'g')

export const hasLoneSurrogate = (value: string): boolean => loneSurrogate.test(value)

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** At most `max` UTF-16 units of `value` (as `maxLength` counts), never half a code point. */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value
  return value.slice(0, isHighSurrogate(value.charCodeAt(max - 1)) ? max - 1 : max)
}

/** `value` as PostgreSQL can hold it: NUL and lone surrogates become U+FFFD. */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '\uFFFD').replace(loneSurrogates, '\uFFFD')
}
