import { eq, type SQL, sql } from 'drizzle-orm'
import { smsRoutingPaths } from '../../../src/contract/routes'
import {
  routingWriters,
  type SmsRouteResource,
  smsRouteListQuery,
  smsRouteRequest,
  smsRouteUpdateRequest,
} from '../../../src/contract/sms-route'
import { smppConnections, smsRoutes } from '../db/schema'
import { refuseDeletingUsedRoute, routeConnectionOf } from '../domain/routes/route-checks'
import { said } from '../http/words'
import { defineResource } from './define'

/** The connection's name beside the route; null for the local simulator. */
const connectionName: SQL<string | null> = sql<
  string | null
>`(select ${smppConnections.name} from ${smppConnections} where ${smppConnections.id} = ${smsRoutes.connectionId})`

/**
 * SMS routes (issue 17 item 3), SMS or hub by the call's `scope` (issue 18 item 4): a vendor, the connection its traffic leaves by, its sender
 * handling and status. Owners and admins set them up; everyone in the team reads them. A route
 * a plan's rule sends over is not deleted (409 naming the plans); its rates go with it.
 */
export const smsRoutesResource = defineResource({
  path: smsRoutingPaths.routes,
  subjectType: 'sms_route',
  thing: 'route',
  table: smsRoutes,
  schemas: { create: smsRouteRequest, update: smsRouteUpdateRequest, query: smsRouteListQuery },
  sortColumns: {
    name: smsRoutes.name,
    vendor_name: smsRoutes.vendorName,
    created_at: smsRoutes.createdAt,
  },
  filters: { status: (status) => eq(smsRoutes.status, status) },
  searchColumns: [smsRoutes.name, smsRoutes.vendorName],
  rules: { create: routingWriters, update: routingWriters, delete: routingWriters },
  unique: { sms_routes_team_name_idx: { field: 'name', message: 'route.taken' } },
  computed: { connectionName },
  scope: {
    rows: (scope) => eq(smsRoutes.scope, scope),
    values: (scope) => ({ scope }),
    refusal: { field: 'scope', message: said('thing.notFound', { thing: 'route' }) },
  },
  prepare: async (tx, teamId, input) => ({
    ...input,
    connection_id: await routeConnectionOf(tx, teamId, input.connection_id),
  }),
  toValues: (input) => ({
    name: input.name,
    vendorName: input.vendor_name,
    connectionId: input.connection_id,
    senderHandling: input.sender_handling,
    // Only a `replace` route keeps a pool: the others have nothing to put in.
    senderPool: input.sender_handling === 'replace' ? input.sender_pool : [],
    status: input.status,
  }),
  toRequest: (row) => ({
    name: row.name,
    vendor_name: row.vendorName,
    connection_id: row.connectionId,
    sender_handling: row.senderHandling,
    sender_pool: row.senderPool,
    status: row.status,
  }),
  present: (row): SmsRouteResource => ({
    id: row.id,
    name: row.name,
    vendor_name: row.vendorName,
    connection_id: row.connectionId,
    connection_name: (row as { connectionName?: string | null }).connectionName ?? null,
    sender_handling: row.senderHandling,
    sender_pool: row.senderPool,
    status: row.status,
    scope: row.scope,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  async guardChange(db, teamId, row, action) {
    if (action === 'delete') await refuseDeletingUsedRoute(db, teamId, row.id)
  },
  label: (row) => row.name,
})
