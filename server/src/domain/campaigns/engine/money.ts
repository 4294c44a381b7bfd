/** Decimal money as integer ten-thousandths, so sums of many messages stay exact. */
const scale = 10_000n

export function toUnits(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return BigInt(whole) * scale + BigInt(fraction.padEnd(4, '0').slice(0, 4))
}

export function fromUnits(units: bigint): string {
  const whole = units / scale
  const fraction = (units % scale).toString().padStart(4, '0')
  return `${whole}.${fraction}`
}
