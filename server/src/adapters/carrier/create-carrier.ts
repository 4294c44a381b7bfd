import type { ServerConfig } from '../../config'
import type { Clock } from '../../domain/clock'
import type { CarrierAdapter } from './carrier'
import { createSimulator } from './simulator'
import { createSmppCarrier } from './smpp/smpp-carrier'

/**
 * SMPP when SMPP_URL is set; otherwise the local simulator, which needs nothing installed. The
 * SMPP client binds in the background: the server starts even while the SMSC is unreachable,
 * and messages wait in the queue until it binds.
 */
export function createCarrier(config: ServerConfig, clock: Clock): CarrierAdapter {
  if (config.smpp) return createSmppCarrier(config.smpp, { clock })
  return createSimulator(config.simulator)
}
