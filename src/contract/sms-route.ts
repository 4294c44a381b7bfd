import { z } from 'zod'
import { smsRouteLimits as limits, routingScopes } from './constants'
import { id, requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { senderIdValue } from './sender-id'
import type { TeamRole } from './team'

/** Who sets up routing (routes, rates): owners and admins; everyone in the team reads it. */
export const routingWriters = ['owner', 'admin'] as const satisfies readonly TeamRole[]

/**
 * Routes (DOMAIN.md "Routing and rates"): a vendor (a name until the hub's companies land), the
 * connection its traffic leaves by (one of the team's SMPP connections; null: the team's local
 * simulator), how it treats a message's sender id, and whether it carries traffic.
 */
export const routeSenderHandlings = ['keep', 'replace', 'strip'] as const
export type RouteSenderHandling = (typeof routeSenderHandlings)[number]
export const routeStatuses = ['active', 'disabled'] as const
export type RouteStatus = (typeof routeStatuses)[number]

const senderPool = z
  .array(senderIdValue)
  .max(limits.senderPoolMax)
  .transform((values) => [...new Set(values)])

const fields = {
  name: requiredText(limits.nameMaxLength),
  vendor_name: requiredText(limits.vendorNameMaxLength),
  connection_id: id.nullable(),
  sender_handling: z.enum(routeSenderHandlings),
  sender_pool: senderPool,
  status: z.enum(routeStatuses),
}

/** A `replace` route needs a sender id to put in; the others keep no pool. */
const withPool = <Shape extends { sender_handling: RouteSenderHandling; sender_pool: string[] }>(
  route: Shape,
  ctx: z.RefinementCtx,
) => {
  if (route.sender_handling === 'replace' && route.sender_pool.length === 0)
    ctx.addIssue({ code: 'custom', path: ['sender_pool'], ...says('route.senderPoolEmpty') })
}

export const smsRouteRequest = z
  .object({
    ...fields,
    connection_id: fields.connection_id.default(null),
    sender_handling: fields.sender_handling.default('keep'),
    sender_pool: fields.sender_pool.default([]),
    status: fields.status.default('active'),
  })
  .superRefine(withPool)
export type SmsRouteRequest = z.input<typeof smsRouteRequest>

export const smsRouteUpdateRequest = z.object({
  name: fields.name.optional(),
  vendor_name: fields.vendor_name.optional(),
  connection_id: fields.connection_id.optional(),
  sender_handling: fields.sender_handling.optional(),
  sender_pool: fields.sender_pool.optional(),
  status: fields.status.optional(),
})
export type SmsRouteUpdateRequest = z.input<typeof smsRouteUpdateRequest>

export const smsRouteResource = z.object({
  id: z.string(),
  name: z.string(),
  vendor_name: z.string(),
  /** Null: the team's local simulator. */
  connection_id: z.string().nullable(),
  /** The connection's name; null for the simulator. */
  connection_name: z.string().nullable(),
  sender_handling: z.enum(routeSenderHandlings),
  sender_pool: z.array(z.string()),
  status: z.enum(routeStatuses),
  scope: z.enum(routingScopes),
  created_at: timestamp,
  updated_at: timestamp,
})
export type SmsRouteResource = z.infer<typeof smsRouteResource>

export const smsRouteListQuery = listQuery({
  sortable: ['name', 'vendor_name', 'created_at'],
  defaultSort: 'name',
  filters: { status: z.enum(routeStatuses).optional() },
})
export type SmsRouteListQuery = z.infer<typeof smsRouteListQuery>
export const smsRouteList = listResponse(smsRouteResource)
export type SmsRouteList = z.infer<typeof smsRouteList>
