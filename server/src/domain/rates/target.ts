import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { networks, smsRoutes } from '../../db/schema'
import { ValidationError } from '../../http/errors'

/**
 * Checks that a rate's route and network are the team's own (another team's is as unknown as
 * one that never was: 422 on the field) and answers the rate's country: its network's, or the
 * one given for a country default.
 */
export async function rateCountryOf(
  tx: Database,
  teamId: string,
  rate: { route_id: string; network_id: string | null; country: string | null },
): Promise<string> {
  const [route] = await tx
    .select({ id: smsRoutes.id })
    .from(smsRoutes)
    .where(and(eq(smsRoutes.teamId, teamId), eq(smsRoutes.id, rate.route_id)))
  if (!route) throw ValidationError.field('route_id', 'rate.routeUnknown')
  if (rate.network_id === null) return rate.country ?? ''
  const [network] = await tx
    .select({ country: networks.country })
    .from(networks)
    .where(and(eq(networks.teamId, teamId), eq(networks.id, rate.network_id)))
  if (!network) throw ValidationError.field('network_id', 'rate.networkUnknown')
  return network.country
}
