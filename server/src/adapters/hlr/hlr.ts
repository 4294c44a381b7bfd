/**
 * Number portability and reachability lookups (an HLR/MNP provider): which network serves a
 * number now, whether that is not the network its range was issued to (ported), and whether the
 * handset is reachable. The local adapter (local.ts) is the default, deterministic and offline; a
 * provider's adapter implements the same call.
 */
export interface HlrAnswer {
  ported: boolean
  /** The serving network's MCC and MNC, as text (leading zeros kept). */
  mcc: string
  mnc: string
  reachable: boolean
}

/** A lookup the provider answered, or one it could not (charged only when answered). */
export type HlrResult = { ok: true; answer: HlrAnswer } | { ok: false; error: string }

export interface HlrAdapter {
  /** Names the provider on the cache and log rows (`local` for the local adapter). */
  readonly source: string
  lookup(e164: string): Promise<HlrResult>
}
