import type { Money } from '../../../../src/contract/money'

/** One route a message may leave by, in the failover order the routing plan gives. */
export interface RouteCandidate {
  routeId: string
  /** The route's SMPP connection; null: the team's simulator (the engine's own carrier). */
  connectionId: string | null
  /** The vendor's rate in force per message part (money module); null when none is in force. */
  costPerPart: Money | null
}

/** What the routing plan is asked for one message. */
export interface RouteQuery {
  teamId: string
  /** The campaign's plan; null: the team's default plan, if any. */
  planId: string | null
  e164: string
  networkId: string | null
  country: string | null
  senderId: string
  /** The message's submit key: a weighted choice keyed on it picks the same route on a retry. */
  key: string
  at: Date
  /**
   * The numbers of the team's messages asked about with this one (the engine's batch, this one
   * among them): a chooser may read what it needs for all of them at once, keyed on this array.
   * Absent: the message is asked about alone.
   */
  batchNumbers?: readonly string[]
}

/**
 * The routes a message may take, the chosen one first and then its failovers; [] when no plan
 * applies (the message goes by the default route at the default cost, as before routing). The
 * answer must depend on the query alone, so a message retried after a restart is submitted
 * again, with the same key, through the same route.
 */
export type ChooseRoutes = (query: RouteQuery) => Promise<RouteCandidate[]>

/** No routing plan at all: every message goes by the default route. */
export const noRouting: ChooseRoutes = async () => []
