/** Sums of decimal strings ('0.0200' + '1.5'), exact to 4 places: money is never a float. */
const scale = 10_000n

function toUnits(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * scale + BigInt(fraction.padEnd(4, '0').slice(0, 4))
}

export function addDecimal(a: string, b: string): string {
  const total = toUnits(a) + toUnits(b)
  const fraction = (total % scale)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '')
  return `${total / scale}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`
}
