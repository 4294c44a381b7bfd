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

/**
 * The longest of the digits' leading runs that `owners` holds, and its owner (each prefix has
 * one owner, as each of a team's prefixes belongs to one network). A longer prefix always wins:
 * the runs are tried longest first.
 */
export function longestPrefixMatch<Owner>(
  digits: string,
  owners: ReadonlyMap<string, Owner>,
): { owner: Owner; prefix: string } | null {
  for (const prefix of leadingRuns(digits)) {
    const owner = owners.get(prefix)
    if (owner !== undefined) return { owner, prefix }
  }
  return null
}
