/** A team's network as the parser needs it. */
export interface SheetNetwork {
  id: string
  mcc: string
  mnc: string
  country: string
}

/** Where a sheet's row points: a network, or a country's default rate. */
export type Destination =
  | { ok: true; networkId: string | null; country: string; label: string }
  | { ok: false; code: string; values: Record<string, string | number>; label: string }

const digits = /^\d+$/
const country = /^[A-Z]{2}$/

/**
 * The team's network table for a sheet: by MCC and MNC, by prefix (longest first), and each
 * MCC's MNCs to name near misses (an MNC written with or without a leading zero).
 */
export function networkTable(
  networks: readonly SheetNetwork[],
  prefixes: readonly { prefix: string; networkId: string }[],
) {
  const byCode = new Map(networks.map((network) => [`${network.mcc} ${network.mnc}`, network]))
  const byId = new Map(networks.map((network) => [network.id, network]))
  const byPrefix = new Map(prefixes.map(({ prefix, networkId }) => [prefix, networkId]))
  const mncsOf = new Map<string, string[]>()
  for (const network of networks) {
    const known = mncsOf.get(network.mcc)
    if (known) known.push(network.mnc)
    else mncsOf.set(network.mcc, [network.mnc])
  }
  const found = (network: SheetNetwork, label: string): Destination => ({
    ok: true,
    networkId: network.id,
    country: network.country,
    label,
  })

  function byMccMnc(mcc: string, mnc: string, label: string): Destination {
    if (!/^\d{3}$/.test(mcc) || !/^\d{2,3}$/.test(mnc))
      return { ok: false, code: 'rateSheet.reason.badMccMnc', values: { value: label }, label }
    const network = byCode.get(`${mcc} ${mnc}`)
    if (network) return found(network, label)
    // Not in the table as written: an MNC that differs only by a leading zero is a near miss
    // the sheet must settle, never a guess.
    const near = (mncsOf.get(mcc) ?? []).filter((known) => Number(known) === Number(mnc))
    if (near.length > 0)
      return {
        ok: false,
        code: 'rateSheet.reason.ambiguousMccMnc',
        values: { value: label, known: near.map((known) => `${mcc} ${known}`).join(', ') },
        label,
      }
    return { ok: false, code: 'rateSheet.reason.unknownNetwork', values: { value: label }, label }
  }

  return {
    /** How a change row names a network the sheet did not (a closed one): its MCC and MNC. */
    labelOf(networkId: string | null, country: string): string {
      const network = networkId ? byId.get(networkId) : undefined
      return network ? `${network.mcc} ${network.mnc}` : country
    },
    /** A joined MCCMNC: the MCC is its first 3 digits, the MNC the rest (2 or 3, zeros kept). */
    joined(value: string): Destination {
      if (!digits.test(value) || value.length < 5 || value.length > 6)
        return { ok: false, code: 'rateSheet.reason.badMccMnc', values: { value }, label: value }
      return byMccMnc(value.slice(0, 3), value.slice(3), value)
    },
    split(mcc: string, mnc: string): Destination {
      return byMccMnc(mcc, mnc, `${mcc} ${mnc}`)
    },
    /** A number prefix: the network whose own prefix is the longest that starts it. */
    prefix(value: string): Destination {
      const plain = value.replace(/^\+/, '')
      if (!digits.test(plain))
        return { ok: false, code: 'rateSheet.reason.badPrefix', values: { value }, label: value }
      for (let length = plain.length; length > 0; length -= 1) {
        const network = byId.get(byPrefix.get(plain.slice(0, length)) ?? '')
        if (network) return found(network, plain)
      }
      return { ok: false, code: 'rateSheet.reason.unknownNetwork', values: { value }, label: plain }
    },
    country(value: string): Destination {
      const code = value.toUpperCase()
      if (!country.test(code))
        return { ok: false, code: 'rateSheet.reason.badCountry', values: { value }, label: value }
      return { ok: true, networkId: null, country: code, label: code }
    },
  }
}
export type NetworkTable = ReturnType<typeof networkTable>
