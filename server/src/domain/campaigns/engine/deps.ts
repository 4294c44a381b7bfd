import type { CarrierAdapter } from '../../../adapters/carrier/carrier'
import type { AppDeps } from '../../../deps'
import type { StatsPusher } from './stats'

/** What the delivery engine works with. */
export interface EngineDeps extends Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'> {
  carrier: CarrierAdapter
  stats: StatsPusher
  /** Campaigns the test hook plays the engine for: the engine leaves them alone. */
  playedByTests: ReadonlySet<string>
}
