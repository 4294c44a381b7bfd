import type { RoutingScope } from '../../../contract/constants'

/**
 * Where each routing screen lives in a scope, so a link inside a screen stays in its area:
 * SMS routing under /sms/routing, the hub's under /hub/routing (vendor rates under vendor/).
 */
export const routingPaths = {
  sms: { plans: '/sms/routing/plans', rates: '/sms/routing/rates' },
  hub: { plans: '/hub/routing/plans', rates: '/hub/routing/vendor/rates' },
} as const satisfies Record<RoutingScope, Record<string, string>>

export type RoutingPaths = (typeof routingPaths)[RoutingScope]

/** A plan's rules page in the scope. */
export const rulesPath = (paths: RoutingPaths, planId: string) =>
  `${paths.plans}/${encodeURIComponent(planId)}/rules`

/** One route's rates page in the scope. */
export const routeRatesPath = (paths: RoutingPaths, routeId: string) =>
  `${paths.rates}/${encodeURIComponent(routeId)}`
