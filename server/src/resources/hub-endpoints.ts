import { eq, type SQL, sql } from 'drizzle-orm'
import { hubEndpointLimits } from '../../../src/contract/constants'
import {
  type HubEndpointResource,
  hubEndpointListQuery,
  hubEndpointRequest,
  hubEndpointUpdateRequest,
  hubEndpointWriters,
} from '../../../src/contract/hub-endpoint'
import { hubEndpointPaths } from '../../../src/contract/routes'
import { companies, hubEndpoints, routingPlans, staticClientRates } from '../db/schema'
import { checkRoutingPlan, clientCompanyOf } from '../domain/hub-endpoints/checks'
import { hashBindPassword } from '../domain/hub-endpoints/credentials'
import { ValidationError } from '../http/errors'
import { defineResource } from './define'

const computed: Record<string, SQL> = {
  companyName: sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${hubEndpoints.companyId})`,
  currency: sql<string>`(select ${companies.currency} from ${companies} where ${companies.id} = ${hubEndpoints.companyId})`,
  planName: sql<
    string | null
  >`(select ${routingPlans.name} from ${routingPlans} where ${routingPlans.id} = ${hubEndpoints.routingPlanId})`,
  pendingPrices: sql<number>`(select count(*)::int from ${staticClientRates}
    where ${staticClientRates.endpointId} = ${hubEndpoints.id} and ${staticClientRates.stage} = 'draft')`,
}
type Shown = typeof hubEndpoints.$inferSelect & {
  companyName?: string
  currency?: string
  planName?: string | null
  pendingPrices?: number
}

/** An SMPP endpoint holds a bind password: a new one needs it, a switch to SMPP too. */
function requireBindPassword(row: typeof hubEndpoints.$inferSelect) {
  if (row.protocol === 'smpp' && !row.passwordHash)
    throw ValidationError.field('password', 'hubEndpoint.passwordRequired')
  return row
}

/**
 * Hub endpoints (issue 18 item 2): a client company's way into the hub. The SMPP password is
 * hashed in `prepare` (an update without one keeps the stored hash); the HTTP API key is issued
 * by POST hub/endpoints/:id/api-key (routes/hub-endpoints.ts), shown once. Switching protocol
 * drops the other protocol's secret. Owners and admins write; every member reads.
 */
export const hubEndpointsResource = defineResource({
  path: hubEndpointPaths.endpoints,
  subjectType: 'hub_endpoint',
  thing: 'hubEndpoint',
  table: hubEndpoints,
  schemas: {
    create: hubEndpointRequest,
    update: hubEndpointUpdateRequest,
    query: hubEndpointListQuery,
  },
  sortColumns: { name: hubEndpoints.name, created_at: hubEndpoints.createdAt },
  filters: {
    company_id: (companyId) => eq(hubEndpoints.companyId, companyId),
    protocol: (protocol) => eq(hubEndpoints.protocol, protocol),
    status: (status) => eq(hubEndpoints.status, status),
  },
  searchColumns: [hubEndpoints.name, hubEndpoints.systemId],
  rules: { create: hubEndpointWriters, update: hubEndpointWriters, delete: hubEndpointWriters },
  computed,
  unique: {
    hub_endpoints_team_system_id_idx: { field: 'system_id', message: 'hubEndpoint.systemIdTaken' },
    hub_endpoints_team_name_idx: { field: 'name', message: 'hubEndpoint.nameTaken' },
  },
  async prepare(tx, teamId, input) {
    await clientCompanyOf(tx, teamId, input.company_id)
    await checkRoutingPlan(tx, teamId, input.routing_plan_id)
    // The password in a prepared body is its hash; empty: none given.
    return input.protocol === 'smpp' && input.password
      ? { ...input, password: await hashBindPassword(input.password) }
      : { ...input, password: '' }
  },
  toValues: (input) => ({
    companyId: input.company_id,
    name: input.name,
    protocol: input.protocol,
    allowedIps: input.allowed_ips,
    tps: input.tps,
    routingPlanId: input.routing_plan_id,
    status: input.status,
    noticeDays: input.notice_days,
    ...(input.protocol === 'smpp'
      ? {
          systemId: input.system_id,
          apiKeyHash: null,
          apiKeyHint: null,
          ...(input.password ? { passwordHash: input.password } : {}),
        }
      : { systemId: null, passwordHash: null }),
  }),
  toRequest: (row) => ({
    company_id: row.companyId,
    name: row.name,
    protocol: row.protocol,
    system_id: row.systemId,
    password: '',
    allowed_ips: row.allowedIps,
    tps: row.tps,
    routing_plan_id: row.routingPlanId,
    status: row.status,
    notice_days: row.noticeDays,
  }),
  present: (row): HubEndpointResource => {
    const shown = row as Shown
    return {
      id: row.id,
      company_id: row.companyId,
      company_name: shown.companyName ?? '',
      currency: shown.currency ?? '',
      name: row.name,
      protocol: row.protocol,
      system_id: row.systemId,
      has_password: row.passwordHash !== null,
      api_key_hint: row.apiKeyHint,
      allowed_ips: row.allowedIps,
      tps: row.tps,
      routing_plan_id: row.routingPlanId,
      routing_plan_name: shown.planName ?? null,
      status: row.status,
      notice_days: row.noticeDays,
      effective_notice_days: row.noticeDays ?? hubEndpointLimits.rateNoticeDays,
      pending_prices: Number(shown.pendingPrices ?? 0),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  },
  afterCreate: async (_tx, _teamId, row) => requireBindPassword(row),
  afterUpdate: async (_tx, _teamId, _before, after) => requireBindPassword(after),
  label: (row) => row.name,
})
