/** How a rate or a change names its network: operator, MCC and MNC; null for a country default. */
export function networkShown(
  name: string | null | undefined,
  mcc: string | null | undefined,
  mnc: string | null | undefined,
): { name: string; mcc: string; mnc: string } | null {
  return name ? { name, mcc: mcc ?? '', mnc: mnc ?? '' } : null
}
