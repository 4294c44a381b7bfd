/** A fresh MNP answer: the number's serving network and the answer's age in seconds. */
export interface MnpSourceAnswer {
  ported: boolean
  networkId: string | null
  ageS: number
}

/**
 * Where the simulator and the router ask whether numbers were ported: the cached MNP answers
 * (issue 17 item 9) of the team's numbers still fresh at `at`, by number; a number with nothing
 * fresh is absent. Asked for many numbers at once so the router reads a batch's answers in one
 * go. The server reads the enrichment cache (domain/enrichment/mnp-cache.ts, boot.ts).
 */
export type MnpSource = (
  teamId: string,
  e164s: readonly string[],
  at: Date,
) => Promise<ReadonlyMap<string, MnpSourceAnswer>>
