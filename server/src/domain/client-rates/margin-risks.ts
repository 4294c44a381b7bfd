import { and, asc, eq } from 'drizzle-orm'
import type { ClientMarginRisk } from '../../../../src/contract/client-rate'
import { clientRateLimits, money } from '../../../../src/contract/constants'
import {
  compareMoney,
  moneyFromText,
  parseMoney,
  subtractMoney,
} from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { companies, networks } from '../../db/schema'
import { costFor, loadCostBook } from './costs'
import { clientPriceText, costText, priceNetwork } from './pricing'
import { loadClientRateSettings, loadPricingRules } from './store'

/** A proposed vendor rate: a network's (or a country default when no network is named). */
export interface ProposedCost {
  networkId: string | null
  country: string | null
  newPrice: string | null
  currency: string | null
}

/**
 * For a rate change set's review (issue 17 item 5): which clients' prices, as the rules make them
 * now, a proposed vendor cost would put into a loss or below their rule's minimum margin. Loads
 * the team's clients, rules, settings, networks and costs once; the answer prices each proposed
 * row against them (a country row: each of the team's networks in that country, a client named
 * once with its worst margin). At most `clientRateLimits.risksPerRow` clients per row, worst first.
 */
export async function marginRisks(
  db: Database,
  teamId: string,
  now: Date,
): Promise<(row: ProposedCost) => ClientMarginRisk[]> {
  const [clients, teamNetworks, rules, settings] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, currency: companies.currency })
      .from(companies)
      .where(and(eq(companies.teamId, teamId), eq(companies.kind, 'client')))
      .orderBy(asc(companies.name)),
    db
      .select({ id: networks.id, country: networks.country })
      .from(networks)
      .where(eq(networks.teamId, teamId)),
    loadPricingRules(db, teamId),
    loadClientRateSettings(db, teamId),
  ])
  if (clients.length === 0 || rules.length === 0) return () => []
  const book = await loadCostBook(db, teamId, settings.plan_id, now, now)
  const pricing = { defaultDecimals: settings.default_decimals, rounding: settings.rounding }
  return (row) => {
    if (!row.newPrice || !row.currency) return []
    const newCost = moneyFromText(row.newPrice, row.currency)
    const affected = row.networkId
      ? teamNetworks.filter((network) => network.id === row.networkId)
      : teamNetworks.filter((network) => network.country === row.country)
    const worst = new Map<string, ClientMarginRisk & { units: bigint }>()
    for (const client of clients) {
      for (const network of affected) {
        const cost = costFor(book, settings.cost_basis, client.id, network)?.cost ?? null
        const answer = priceNetwork(rules, cost, client, network, now, pricing)
        if ('refused' in answer || answer.price.currency !== newCost.currency) continue
        const margin = subtractMoney(answer.price, newCost)
        const floor =
          answer.rule.minMargin === null
            ? null
            : parseMoney(answer.rule.minMargin, {
                currency: margin.currency,
                scale: money.scales.rate,
              })
        const loss = margin.units < 0n
        if (!loss && (floor === null || compareMoney(margin, floor) >= 0)) continue
        const known = worst.get(client.id)
        if (known && known.units <= margin.units) continue
        worst.set(client.id, {
          client_id: client.id,
          client_name: client.name,
          network_id: network.id,
          price: clientPriceText(answer.price),
          currency: answer.price.currency,
          margin: costText(margin),
          loss,
          units: margin.units,
        })
      }
    }
    return [...worst.values()]
      .sort((a, b) => (a.units < b.units ? -1 : a.units > b.units ? 1 : 0))
      .slice(0, clientRateLimits.risksPerRow)
      .map(({ units: _units, ...risk }) => risk)
  }
}
