import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  clientPriceText,
  costText,
  type PricingRule,
  priceNetwork,
} from '../../server/src/domain/client-rates/pricing'
import { parseMoney, type Rounding } from '../../src/contract/money'

interface GoldenRule {
  id: string
  name: string
  client_ids: string[]
  country: string | null
  network_id: string | null
  kind: 'markup' | 'fixed'
  markup_percent: string
  add_fixed: string
  min_margin: string | null
  decimals: number | null
  fixed_price: string | null
  currency: string | null
  effective_from: string | null
}

interface GoldenRow {
  client: string
  network: string
  cost: string | null
  at: string
  rule: string | null
  price: string | null
  margin: string | null
  below_min_margin: boolean
  refused: string | null
}

interface Golden {
  settings: { default_decimals: number; rounding: Rounding }
  clients: Record<string, string>
  networks: Record<string, string>
  rules: GoldenRule[]
  table: GoldenRow[]
}

const golden: Golden = JSON.parse(
  readFileSync(new URL('./fixtures/client-rates-golden.json', import.meta.url), 'utf8'),
)

const rules: PricingRule[] = golden.rules.map((rule) => ({
  id: rule.id,
  name: rule.name,
  clientIds: rule.client_ids,
  country: rule.country,
  networkId: rule.network_id,
  kind: rule.kind,
  markupPercent: rule.markup_percent,
  addFixed: rule.add_fixed,
  minMargin: rule.min_margin,
  decimals: rule.decimals,
  fixedPrice: rule.fixed_price,
  currency: rule.currency,
  effectiveFrom: rule.effective_from ? new Date(rule.effective_from) : null,
}))

/** Each case of the golden file priced alone, written as the file writes its expected row. */
function priceRow(row: GoldenRow): GoldenRow {
  const costCurrency = 'EUR'
  const cost = row.cost === null ? null : parseMoney(row.cost, { currency: costCurrency, scale: 6 })
  const currency = golden.clients[row.client]
  const country = golden.networks[row.network]
  if (!currency || !country) throw new Error(`unknown client or network in ${JSON.stringify(row)}`)
  const answer = priceNetwork(
    rules,
    cost,
    { id: row.client, currency },
    { id: row.network, country },
    new Date(row.at),
    { defaultDecimals: golden.settings.default_decimals, rounding: golden.settings.rounding },
  )
  const made =
    'refused' in answer
      ? { price: null, margin: null, below_min_margin: false, refused: answer.refused }
      : {
          price: clientPriceText(answer.price),
          margin: answer.margin ? costText(answer.margin) : null,
          below_min_margin: answer.belowMinMargin,
          refused: null,
        }
  return { ...row, rule: answer.rule?.id ?? null, ...made }
}

/**
 * Client-rate rules produce the golden table (issue 18, Tests): markup, add-fixed, the minimum
 * margin raised to and rounded up, rounding half-even at the rule's decimals, per client and per
 * group, per country and network, from a date, fixed prices below their floor flagged, and the
 * refusals (no rule, no cost, another currency).
 */
describe('client-rate pricing', () => {
  it('produces the golden table', () => {
    expect(golden.table.map(priceRow)).toEqual(golden.table)
  })
})
