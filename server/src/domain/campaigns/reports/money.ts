/**
 * A PostgreSQL numeric as the API writes money: at least two decimals, no trailing zeros past
 * them ('4.5000' → '4.50', '0.0045' stays, '0' → '0.00'). Sums keep the largest scale of their
 * inputs, so a sum of four-decimal rates would otherwise read '12.3400'.
 */
export function moneyText(numeric: string | number | null | undefined): string {
  const text = String(numeric ?? '0')
  const [whole = '0', fraction = ''] = text.split('.')
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0')
  return `${whole}.${kept}`
}

/** `part` of `whole` as a share from 0 to 1; null when the whole is nothing. */
export function rateOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.min(part / whole, 1)
}
