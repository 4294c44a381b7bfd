import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { hubRoutingScope } from '../../../../src/contract/constants'
import { formatMoney, type Money, moneyFromText, negateMoney } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { companies, hubMessages, smsRoutes, staticClientRates } from '../../db/schema'
import { clientPriceFor } from '../client-rates/client-price'
import { companyFloor } from '../companies/checks'
import { companyHolder } from '../companies/present'
import { appendLedgerEntry, LedgerLimitError } from '../ledger'
import { lookupNetwork, type NetworkMatch } from '../networks/lookup'
import { lineUpRoutes, pickRule } from '../routing/decide'
import { routingPlanFor } from '../routing/plan-rules'
import { ratesInForce } from '../routing/rates-in-force'
import type { BoundEndpoint } from './bind'

export type HubMessageRow = typeof hubMessages.$inferSelect

/** What the hub tells a client that submitted a message it will not carry. */
export type HubRefusal =
  /** The number is not E.164 or no network of the team covers it. */
  | 'unknownNumber'
  /** Neither a static price nor the client-rate rules price this network for the client. */
  | 'noPrice'
  /** The endpoint's hub plan has no rule, or no usable route, for the message. */
  | 'noRoute'
  /** The company was made inactive after the bind. */
  | 'inactive'
  /** The charge would take the company's balance below minus its credit limit. */
  | 'overLimit'

export interface HubSubmit {
  source: string
  /** As the client wrote it: E.164 digits, with or without '+'. */
  destination: string
  wantsReceipt: boolean
}

export interface ChosenRoute {
  routeId: string
  connectionId: string | null
  cost: Money | null
}

/**
 * The endpoint's static client price in force for the network (a network's price before its
 * country's): only applied rows are the price list. Null when none is in force.
 */
async function staticPriceFor(
  db: Database,
  endpoint: BoundEndpoint,
  network: NetworkMatch,
  at: Date,
): Promise<Money | null> {
  const [row] = await db
    .select({ price: staticClientRates.price, currency: staticClientRates.currency })
    .from(staticClientRates)
    .where(
      and(
        eq(staticClientRates.teamId, endpoint.teamId),
        eq(staticClientRates.endpointId, endpoint.id),
        eq(staticClientRates.stage, 'applied'),
        or(
          eq(staticClientRates.networkId, network.id),
          and(isNull(staticClientRates.networkId), eq(staticClientRates.country, network.country)),
        ),
        lte(staticClientRates.effectiveFrom, at),
        or(isNull(staticClientRates.effectiveTill), gt(staticClientRates.effectiveTill, at)),
      ),
    )
    .orderBy(sql`${staticClientRates.networkId} is null`, desc(staticClientRates.effectiveFrom))
    .limit(1)
  return row ? moneyFromText(row.price, row.currency) : null
}

/** The client's price per message: the endpoint's static price first, else the rules'. */
async function clientPriceOf(
  db: Database,
  endpoint: BoundEndpoint,
  network: NetworkMatch,
  at: Date,
): Promise<Money | null> {
  const fixed = await staticPriceFor(db, endpoint, network, at)
  if (fixed) return fixed
  const answer = await clientPriceFor(db, {
    teamId: endpoint.teamId,
    clientCompanyId: endpoint.companyId,
    networkId: network.id,
    at,
  })
  return 'price' in answer ? answer.price : null
}

/**
 * The route a hub message leaves by: the endpoint's hub plan (else the team's default hub plan),
 * its first rule that takes the message for this client, and that rule's chosen route (active,
 * with a vendor rate in force), with the rate as the vendor's cost.
 */
async function chooseHubRoute(
  db: Database,
  endpoint: BoundEndpoint,
  network: NetworkMatch,
  source: string,
  key: string,
  at: Date,
): Promise<ChosenRoute | null> {
  const plan = await routingPlanFor(
    db,
    endpoint.teamId,
    hubRoutingScope,
    endpoint.routingPlanId ?? undefined,
    at.getTime(),
  )
  if (!plan) return null
  const { rule } = pickRule(plan.rules, {
    country: network.country,
    networkId: network.id,
    sender: source,
    clientId: endpoint.companyId,
  })
  if (!rule) return null
  const routeIds = rule.routes.map((split) => split.routeId)
  const rates = await ratesInForce(
    db,
    endpoint.teamId,
    routeIds,
    { networkId: network.id, country: network.country },
    at,
  )
  const chosen = lineUpRoutes(rule, rates, key).find((route) => route.chosen)
  if (!chosen) return null
  const [route] = await db
    .select({ connectionId: smsRoutes.connectionId })
    .from(smsRoutes)
    .where(and(eq(smsRoutes.teamId, endpoint.teamId), eq(smsRoutes.id, chosen.routeId)))
  if (!route) return null
  return {
    routeId: chosen.routeId,
    connectionId: route.connectionId,
    cost: chosen.rate ? moneyFromText(chosen.rate.price, chosen.rate.currency) : null,
  }
}

/**
 * Takes a client's message into the hub, or says why not: the number's network, the client's
 * price, the route by the endpoint's plan, then in one transaction the hub message row and the
 * usage entry charging the client's ledger at its price (refused below the credit limit's
 * floor, and then nothing is written). One message part per submit_sm.
 */
export async function acceptHubMessage(
  db: Database,
  endpoint: BoundEndpoint,
  submit: HubSubmit,
  at: Date,
): Promise<{ message: HubMessageRow } | { refused: HubRefusal }> {
  const e164 = `+${submit.destination.replace(/^\+/, '')}`
  const network = await lookupNetwork(db, endpoint.teamId, e164)
  if (!network) return { refused: 'unknownNumber' }
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.teamId, endpoint.teamId), eq(companies.id, endpoint.companyId)))
  if (!company?.active) return { refused: 'inactive' }
  const price = await clientPriceOf(db, endpoint, network, at)
  if (!price || price.currency !== company.currency) return { refused: 'noPrice' }
  const key = `${endpoint.id}:${at.getTime()}:${Math.random()}`
  const route = await chooseHubRoute(db, endpoint, network, submit.source, key, at)
  if (!route) return { refused: 'noRoute' }
  try {
    const message = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hubMessages)
        .values({
          teamId: endpoint.teamId,
          endpointId: endpoint.id,
          companyId: endpoint.companyId,
          routeId: route.routeId,
          connectionId: route.connectionId,
          networkId: network.id,
          source: submit.source,
          destination: e164,
          clientPrice: formatMoney(price),
          clientCurrency: price.currency,
          vendorCost: route.cost ? formatMoney(route.cost) : null,
          vendorCurrency: route.cost?.currency ?? null,
          wantsReceipt: submit.wantsReceipt,
          createdAt: at,
        })
        .returning()
      if (!row) throw new Error('The hub message was not written.')
      await appendLedgerEntry(tx, companyHolder(company), {
        kind: 'usage',
        amount: negateMoney(price),
        reference: { kind: 'message', id: row.id },
        floor: companyFloor(company),
      })
      return row
    })
    return { message }
  } catch (error) {
    if (error instanceof LedgerLimitError) return { refused: 'overLimit' }
    throw error
  }
}

/**
 * Gives the client its money back for a message the vendor refused or could not deliver: a new
 * refund entry referencing the message (the usage entry stays), once per message.
 */
export async function refundHubMessage(db: Database, message: HubMessageRow): Promise<void> {
  await appendLedgerEntry(db, companyHolder({ teamId: message.teamId, id: message.companyId }), {
    kind: 'refund',
    amount: moneyFromText(message.clientPrice, message.clientCurrency),
    reference: { kind: 'message', id: message.id },
  })
}
