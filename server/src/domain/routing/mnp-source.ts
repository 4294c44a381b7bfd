/**
 * Where the simulator and the router ask whether a number was ported: the cached MNP answer for
 * the number (issue 17 item 9), its network and its age in seconds; null when nothing fresh is
 * cached. The enrichment area supplies the real source; until it is wired, nothing is known.
 */
export type MnpSource = (
  teamId: string,
  e164: string,
  at: Date,
) => Promise<{ ported: boolean; networkId: string | null; ageS: number } | null>

/** No MNP answers: every number stays on the network its prefix names. */
export const noMnpSource: MnpSource = async () => null
