import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { ClientRateRow, clientRateTableQuery } from '../../../../src/contract/client-rate'
import { clientRateLimits } from '../../../../src/contract/constants'
import { listMetaOf } from '../../../../src/contract/list'
import type { Database } from '../../db/connect'
import { companies, networks } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { costFor, loadCostBook } from './costs'
import { clientPriceText, costText, priceNetwork } from './pricing'
import { loadClientRateSettings, loadPricingRules } from './store'

type TableQuery = z.output<typeof clientRateTableQuery>

const dayMs = 86_400_000

/**
 * Every client's price on every network that has a cost in force for it (or a fixed rule naming
 * that network), as of `at`: cost, price, margin and the rule that made it, sorted by client,
 * country and network. `changed`: the cost or the rule started within
 * `clientRateLimits.changedWithinDays` before `at`.
 */
export async function clientRateRows(
  db: Database,
  teamId: string,
  query: Pick<TableQuery, 'client_id' | 'country'>,
  at: Date,
  now: Date,
): Promise<ClientRateRow[]> {
  const clientWhere: SQL[] = [eq(companies.teamId, teamId), eq(companies.kind, 'client')]
  if (query.client_id) clientWhere.push(eq(companies.id, query.client_id))
  const networkWhere: SQL[] = [eq(networks.teamId, teamId)]
  if (query.country) networkWhere.push(eq(networks.country, query.country))
  const [clients, teamNetworks, rules, settings] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, currency: companies.currency })
      .from(companies)
      .where(and(...clientWhere))
      .orderBy(asc(companies.name)),
    db
      .select({
        id: networks.id,
        name: networks.name,
        mcc: networks.mcc,
        mnc: networks.mnc,
        country: networks.country,
      })
      .from(networks)
      .where(and(...networkWhere))
      .orderBy(asc(networks.country), asc(networks.name), asc(networks.mnc)),
    loadPricingRules(db, teamId),
    loadClientRateSettings(db, teamId),
  ])
  const book = await loadCostBook(db, teamId, settings.plan_id, at, now)
  const pricing = { defaultDecimals: settings.default_decimals, rounding: settings.rounding }
  const changedSince = at.getTime() - clientRateLimits.changedWithinDays * dayMs
  const isRecent = (from: Date | null | undefined) =>
    !!from && from.getTime() > changedSince && from.getTime() <= at.getTime()
  const rows: ClientRateRow[] = []
  for (const client of clients) {
    for (const network of teamNetworks) {
      const cost = costFor(book, settings.cost_basis, client.id, network)
      const answer = priceNetwork(rules, cost?.cost ?? null, client, network, at, pricing)
      const namesNetwork = answer.rule?.kind === 'fixed' && answer.rule.networkId === network.id
      if (!cost && !namesNetwork) continue
      if (rows.length >= clientRateLimits.tableRowsMax)
        throw ValidationError.field('client_id', said('clientRate.tableTooBig'))
      const priced = 'refused' in answer ? null : answer
      rows.push({
        client_id: client.id,
        client_name: client.name,
        network_id: network.id,
        network_name: network.name,
        mcc: network.mcc,
        mnc: network.mnc,
        country: network.country,
        cost: cost ? costText(cost.cost) : null,
        cost_currency: cost?.cost.currency ?? null,
        price: priced ? clientPriceText(priced.price) : null,
        currency: priced?.price.currency ?? null,
        margin: priced?.margin ? costText(priced.margin) : null,
        rule_id: answer.rule?.id ?? null,
        rule_name: answer.rule?.name ?? null,
        refused: 'refused' in answer ? answer.refused : null,
        below_min_margin: priced?.belowMinMargin ?? false,
        negative_margin: !!priced?.margin && priced.margin.units < 0n,
        changed: isRecent(cost?.from) || isRecent(answer.rule?.effectiveFrom),
      })
    }
  }
  return rows
}

const isNegative = (row: ClientRateRow) => row.negative_margin

/** The rows a table's filter keeps. */
export function filterRows(rows: readonly ClientRateRow[], only: TableQuery['only']) {
  if (only === 'changed') return rows.filter((row) => row.changed)
  if (only === 'negative') return rows.filter(isNegative)
  return [...rows]
}

/** One page of the computed table (GET hub/routing/client/rates). */
export async function clientRateTablePage(
  db: Database,
  teamId: string,
  query: TableQuery,
  now: Date,
) {
  const at = query.at ? new Date(query.at) : now
  const all = await clientRateRows(db, teamId, query, at, now)
  const kept = filterRows(all, query.only)
  const start = (query.page - 1) * query.per_page
  return {
    data: kept.slice(start, start + query.per_page),
    meta: listMetaOf(kept.length, query.page, query.per_page),
    at: at.toISOString(),
    negative_count: all.filter(isNegative).length,
  }
}
