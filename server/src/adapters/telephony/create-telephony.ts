import type { CallOutcome } from '../../../../src/contract/voice-campaign'
import {
  createTelephonySimulator,
  defaultSimulatorOptions,
  type SimulatorOptions,
} from './simulator'
import type { TelephonyAdapter } from './telephony'

/**
 * The telephony the product uses: the local simulator (no provider is wired yet). Its odds and
 * speed come from the environment, so a demo or an end-to-end run can make calls short:
 * `TELEPHONY_SIM_SEED`, `TELEPHONY_SIM_SPEED` (simulated seconds per real second, default 1),
 * `TELEPHONY_SIM_ODDS` (`answered=0.5,busy=0.2,...`).
 */
export function createTelephony(
  env: NodeJS.ProcessEnv = process.env,
  clock?: () => Date,
): TelephonyAdapter {
  const options: Partial<SimulatorOptions> = {}
  if (env.TELEPHONY_SIM_SEED) options.seed = env.TELEPHONY_SIM_SEED
  const speed = Number(env.TELEPHONY_SIM_SPEED)
  if (Number.isFinite(speed) && speed > 0) options.msPerSecond = 1000 / speed
  if (env.TELEPHONY_SIM_ODDS) {
    const odds = { ...defaultSimulatorOptions.odds }
    for (const pair of env.TELEPHONY_SIM_ODDS.split(',')) {
      const [name, value] = pair.split('=')
      if (name && name in odds && Number.isFinite(Number(value)))
        odds[name as CallOutcome] = Number(value)
    }
    options.odds = odds
  }
  return createTelephonySimulator(options, clock)
}
