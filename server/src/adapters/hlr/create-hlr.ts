import type { HlrAdapter } from './hlr'
import { createLocalHlr } from './local'

/**
 * The lookup provider by environment: HLR_PROVIDER names it; `local` (the default, and the only
 * one shipped) answers offline from the number's digits. A name nobody implements stops the
 * start with a clear message rather than failing every lookup later.
 */
export function createHlr(env: NodeJS.ProcessEnv = process.env): HlrAdapter {
  const provider = env.HLR_PROVIDER?.trim().toLowerCase() || 'local'
  if (provider === 'local') return createLocalHlr()
  throw new Error(`HLR_PROVIDER "${provider}" is not known; the one shipped is "local".`)
}
