import type { CarrierAdapter } from '../../../adapters/carrier/carrier'
import type { AppDeps } from '../../../deps'
import type { ChooseRoutes } from '../../routing/route-choice'
import type { ConnectionManager } from '../../smpp-connections/manager'
import type { StatsPusher } from './stats'

/** What the delivery engine works with. */
export interface EngineDeps extends Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'> {
  /** The default route's carrier: the teams' simulator, or the server's SMPP_URL. */
  carrier: CarrierAdapter
  /** The vendors' SMPP connections a routed message may leave by. */
  connections: Pick<ConnectionManager, 'submit' | 'onReceipt'>
  /** The routing plans' answer per message ([]: the default route). */
  chooseRoutes: ChooseRoutes
  stats: StatsPusher
  /** Campaigns the test hook plays the engine for: the engine leaves them alone. */
  playedByTests: ReadonlySet<string>
}
