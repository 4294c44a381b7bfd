import { and, eq } from 'drizzle-orm'
import { hubRoutingScope } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { companies, networks, routingPlans } from '../../db/schema'
import { ValidationError } from '../../http/errors'

/** The endpoint's company: a client of the team (422 on company_id otherwise). */
export async function clientCompanyOf(tx: Database, teamId: string, companyId: string) {
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.teamId, teamId), eq(companies.id, companyId)))
  if (company?.kind !== 'client')
    throw ValidationError.field('company_id', 'hubEndpoint.companyNotClient')
  return company
}

/** A hub routing plan of the team, or none (422 on routing_plan_id for another's or an SMS one). */
export async function checkRoutingPlan(tx: Database, teamId: string, planId: string | null) {
  if (planId === null) return
  const [plan] = await tx
    .select({ id: routingPlans.id })
    .from(routingPlans)
    .where(
      and(
        eq(routingPlans.teamId, teamId),
        eq(routingPlans.id, planId),
        eq(routingPlans.scope, hubRoutingScope),
      ),
    )
  if (!plan) throw ValidationError.field('routing_plan_id', 'hubEndpoint.planUnknown')
}

/**
 * The country of a static price: its network's (a network of the team, 422 on network_id
 * otherwise), or the one given for a country price.
 */
export async function staticRateCountryOf(
  tx: Database,
  teamId: string,
  rate: { network_id: string | null; country: string | null },
): Promise<string> {
  if (rate.network_id === null) return rate.country ?? ''
  const [network] = await tx
    .select({ country: networks.country })
    .from(networks)
    .where(and(eq(networks.teamId, teamId), eq(networks.id, rate.network_id)))
  if (!network) throw ValidationError.field('network_id', 'staticRate.networkUnknown')
  return network.country
}
