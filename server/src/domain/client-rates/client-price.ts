import { and, eq } from 'drizzle-orm'
import type { ClientPriceRefusal } from '../../../../src/contract/client-rate'
import type { Money } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { companies } from '../../db/schema'
import { teamNetworkById } from '../networks/lookup'
import { costFor, loadCostBook } from './costs'
import { priceNetwork } from './pricing'
import { loadClientRateSettings, loadPricingRules } from './store'

export type ClientPriceAnswer =
  | {
      price: Money
      /** Price − the cost it started from; null without a cost or across currencies. */
      margin: Money | null
      cost: Money | null
      ruleId: string
      belowMinMargin: boolean
    }
  | { refused: ClientPriceRefusal; ruleId: string | null }

/**
 * A client's price per message part on a network at a moment, by the team's client-rate rules
 * and settings (pricing.ts). The one call the rest of the hub makes for a client price; an
 * endpoint's static client prices, where one is set, take precedence over it (their caller's
 * to check first). Another team's client or network is unknown (`unknownClient`, `noCost`).
 */
export async function clientPriceFor(
  db: Database,
  request: { teamId: string; clientCompanyId: string; networkId: string; at: Date; now?: Date },
): Promise<ClientPriceAnswer> {
  const { teamId, at } = request
  const [[client], network, rules, settings] = await Promise.all([
    db
      .select({ id: companies.id, currency: companies.currency })
      .from(companies)
      .where(
        and(
          eq(companies.teamId, teamId),
          eq(companies.id, request.clientCompanyId),
          eq(companies.kind, 'client'),
        ),
      ),
    teamNetworkById(db, teamId, request.networkId),
    loadPricingRules(db, teamId),
    loadClientRateSettings(db, teamId),
  ])
  if (!client) return { refused: 'unknownClient', ruleId: null }
  if (!network) return { refused: 'noCost', ruleId: null }
  const book = await loadCostBook(db, teamId, settings.plan_id, at, request.now ?? new Date())
  const cost = costFor(book, settings.cost_basis, client.id, network)?.cost ?? null
  const answer = priceNetwork(rules, cost, client, network, at, {
    defaultDecimals: settings.default_decimals,
    rounding: settings.rounding,
  })
  if ('refused' in answer) return { refused: answer.refused, ruleId: answer.rule?.id ?? null }
  return {
    price: answer.price,
    margin: answer.margin,
    cost,
    ruleId: answer.rule.id,
    belowMinMargin: answer.belowMinMargin,
  }
}
