import type { mnpBranches } from '../../../../src/contract/automation/graph'

/** An MNP lookup's answer: the branch a lookup node leaves by. */
export type MnpAnswer = (typeof mnpBranches)[number]

/** Mobile number portability lookups (an HLR/MNP provider). */
export interface MnpAdapter {
  lookup(e164: string): Promise<MnpAnswer>
}

/**
 * The deterministic local default: the number's last digit decides, so a test or a demo knows
 * the answer from the number (7 and 8 ported, 9 unreachable, the rest not ported), in the
 * proportions a real base roughly shows.
 */
export function createLocalMnp(): MnpAdapter {
  return {
    async lookup(e164) {
      const last = e164.at(-1)
      if (last === '9') return 'unreachable'
      if (last === '7' || last === '8') return 'ported'
      return 'not_ported'
    },
  }
}
