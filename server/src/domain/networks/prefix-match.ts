/**
 * Longest-prefix matching of phone numbers, without the database: the rule the network lookup,
 * the simulator and the router share. A longer matching prefix always wins; price, insertion
 * order and MCC/MNC never decide between prefixes of different lengths.
 */

/** The digits of an E.164 number (`+44 7700-900123` → `447700900123`), or null when not one. */
export function e164Digits(number: string): string | null {
  const digits = number.replace(/[\s().-]/g, '').replace(/^\+/, '')
  return /^[1-9]\d{1,14}$/.test(digits) ? digits : null
}

/** Every leading run of the digits, longest first: the prefixes a number could match. */
export function leadingRuns(digits: string): string[] {
  return Array.from({ length: digits.length }, (_, index) => digits.slice(0, digits.length - index))
}

export interface PrefixOwner {
  prefixes: readonly string[]
}

/**
 * The owner whose prefix is the longest one the digits start with, and that prefix; ties between
 * owners holding the same prefix go to the first in `owners` (callers order them).
 */
export function longestPrefixMatch<Owner extends PrefixOwner>(
  digits: string,
  owners: readonly Owner[],
): { owner: Owner; prefix: string } | null {
  let best: { owner: Owner; prefix: string } | null = null
  for (const owner of owners)
    for (const prefix of owner.prefixes)
      if (digits.startsWith(prefix) && prefix.length > (best?.prefix.length ?? 0))
        best = { owner, prefix }
  return best
}
