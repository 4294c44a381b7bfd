/**
 * Where the simulator and the router ask whether a number was ported: the cached MNP answer for
 * the number (issue 17 item 9), its network and its age in seconds; null when nothing fresh is
 * cached. The server reads the enrichment cache (domain/enrichment/mnp-cache.ts, boot.ts).
 */
export type MnpSource = (
  teamId: string,
  e164: string,
  at: Date,
) => Promise<{ ported: boolean; networkId: string | null; ageS: number } | null>
