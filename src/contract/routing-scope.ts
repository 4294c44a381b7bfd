import { z } from 'zod'
import { defaultRoutingScope, routingScopes } from './constants'

/**
 * The scope of a routing call (DOMAIN.md "API paths": hub routing uses the SMS routing paths
 * with `scope=hub`): the query's `scope`, SMS when none is given; a store may name it in its
 * body instead.
 */
export const routingScopeQuery = z.object({
  scope: z.enum(routingScopes).default(defaultRoutingScope),
})
export const routingScopeBody = z.object({ scope: z.enum(routingScopes).optional() })
