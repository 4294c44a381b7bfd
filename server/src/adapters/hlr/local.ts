import { createHash } from 'node:crypto'
import { enrichment } from '../../../../src/contract/constants'
import { e164Digits, leadingRuns } from '../../domain/networks/prefix-match'
import { type ReferenceNetwork, referenceNetworks } from '../../domain/networks/reference'
import type { HlrAdapter } from './hlr'

/** The reference's networks by prefix, and each country code's (MCC's) networks that have ranges. */
function referenceIndex() {
  const byPrefix = new Map<string, ReferenceNetwork>()
  const byMcc = new Map<string, ReferenceNetwork[]>()
  for (const network of referenceNetworks) {
    if (network.prefixes.length === 0) continue
    for (const prefix of network.prefixes) byPrefix.set(prefix, network)
    byMcc.set(network.mcc, [...(byMcc.get(network.mcc) ?? []), network])
  }
  return { byPrefix, byMcc }
}

let index: ReturnType<typeof referenceIndex> | undefined

/** Three independent draws from 0 to 999, the same for a number every time. */
function draws(digits: string): [number, number, number] {
  const hash = createHash('sha256').update(digits).digest()
  return [hash.readUInt16BE(0) % 1000, hash.readUInt16BE(2) % 1000, hash.readUInt16BE(4)]
}

/**
 * The deterministic local default. The number's range (the shipped reference networks' longest
 * matching prefix) gives its home network; a hash of its digits decides the rest, so a test or a
 * demo gets the same answer every time: about `localPortedPerMille` ‰ of numbers ported to
 * another network of the same country, about `localUnreachablePerMille` ‰ unreachable. A number
 * no reference range covers is a failed lookup, as a provider answers an unknown number.
 */
export function createLocalHlr(): HlrAdapter {
  return {
    source: 'local',
    async lookup(e164) {
      index ??= referenceIndex()
      const digits = e164Digits(e164)
      const home = digits
        ? leadingRuns(digits)
            .map((run) => index?.byPrefix.get(run))
            .find((network) => network !== undefined)
        : undefined
      if (!digits || !home) return { ok: false, error: 'unknown_number' }
      const [portDraw, reachDraw, pick] = draws(digits)
      const others = (index.byMcc.get(home.mcc) ?? []).filter((network) => network !== home)
      const serving =
        portDraw < enrichment.localPortedPerMille && others.length > 0
          ? (others[pick % others.length] ?? home)
          : home
      return {
        ok: true,
        answer: {
          ported: serving !== home,
          mcc: serving.mcc,
          mnc: serving.mnc,
          reachable: reachDraw >= enrichment.localUnreachablePerMille,
        },
      }
    },
  }
}
