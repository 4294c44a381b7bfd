import { z } from 'zod'
import { clientRateOnly, clientRateLimits as limits, money } from './constants'
import { calendarMoment, id, requiredText, timestamp } from './fields'
import { listMeta, listQuery, listResponse } from './list'
import { says } from './messages'
import { currencyCode, moneyText } from './money-text'
import { countryCode } from './onboarding'
import type { TeamRole } from './team'

/**
 * Client rates (issue 18 item 3; server/src/domain/client-rates/): rules that turn a vendor cost
 * into a client's price per network, the team's pricing settings, and the computed table.
 */

/** Who sets client prices: owners and admins; everyone in the team reads them. */
export const clientRateWriters = ['owner', 'admin'] as const satisfies readonly TeamRole[]

export const clientRateRuleKinds = ['markup', 'fixed'] as const
export type ClientRateRuleKind = (typeof clientRateRuleKinds)[number]
export type ClientRateCostBasis = (typeof limits.costBases)[number]
export type ClientRateRounding = (typeof limits.roundings)[number]

const rateAmount = moneyText({ scale: money.scales.rate })
const percent = moneyText({
  scale: limits.percentScale,
  maxWholeDigits: limits.percentWholeDigits,
})
const decimals = z.int().min(0).max(money.scales.rate)

const fields = {
  name: requiredText(limits.nameMaxLength),
  /** The clients (hub companies of kind client) it prices; none: every client. */
  client_ids: z
    .array(id)
    .max(limits.clientsMax)
    .transform((ids) => [...new Set(ids)]),
  /** Null: every country. */
  country: countryCode.nullable(),
  /** Null: every network (of the country, when one is named). */
  network_id: id.nullable(),
  kind: z.enum(clientRateRuleKinds),
  /** Markup on the cost, in percent ('12.5'). */
  markup_percent: percent,
  /** Added to the marked-up cost, in the cost's currency. */
  add_fixed: rateAmount,
  /** The least price − cost the rule accepts; the price is raised to it. Null: no floor. */
  min_margin: rateAmount.nullable(),
  /** Decimals of the price; null: the settings' default. */
  decimals: decimals.nullable(),
  /** A fixed rule's price, in `currency`. */
  fixed_price: rateAmount.nullable(),
  currency: currencyCode.nullable(),
  /** From when the rule prices; null: always. */
  effective_from: calendarMoment.nullable(),
}

/** A fixed rule names its price and currency; a markup rule prices in the cost's currency. */
const withFixedPrice = <
  Shape extends { kind: ClientRateRuleKind; fixed_price: string | null; currency: string | null },
>(
  rule: Shape,
  ctx: z.RefinementCtx,
) => {
  if (rule.kind !== 'fixed') return
  if (rule.fixed_price === null)
    ctx.addIssue({ code: 'custom', path: ['fixed_price'], ...says('clientRate.fixedPriceMissing') })
  if (rule.currency === null)
    ctx.addIssue({ code: 'custom', path: ['currency'], ...says('clientRate.currencyMissing') })
}

export const clientRateRuleRequest = z
  .object({
    ...fields,
    client_ids: fields.client_ids.default([]),
    country: fields.country.default(null),
    network_id: fields.network_id.default(null),
    kind: fields.kind.default('markup'),
    markup_percent: fields.markup_percent.default('0'),
    add_fixed: fields.add_fixed.default('0'),
    min_margin: fields.min_margin.default(null),
    decimals: fields.decimals.default(null),
    fixed_price: fields.fixed_price.default(null),
    currency: fields.currency.default(null),
    effective_from: fields.effective_from.default(null),
  })
  .superRefine(withFixedPrice)
export type ClientRateRuleRequest = z.input<typeof clientRateRuleRequest>

export const clientRateRuleUpdateRequest = z.object(
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.optional()])) as {
    [Name in keyof typeof fields]: z.ZodOptional<(typeof fields)[Name]>
  },
)
export type ClientRateRuleUpdateRequest = z.input<typeof clientRateRuleUpdateRequest>

export const clientRateRuleResource = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  client_ids: z.array(z.string()),
  country: z.string().nullable(),
  network_id: z.string().nullable(),
  kind: z.enum(clientRateRuleKinds),
  markup_percent: z.string(),
  add_fixed: z.string(),
  min_margin: z.string().nullable(),
  decimals: z.number().int().nullable(),
  fixed_price: z.string().nullable(),
  currency: z.string().nullable(),
  effective_from: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type ClientRateRuleResource = z.infer<typeof clientRateRuleResource>

/** The rules, by default in the order they are tried (position). */
export const clientRateRuleListQuery = listQuery({
  sortable: ['position', 'name', 'created_at'],
  defaultSort: 'position',
  filters: { kind: z.enum(clientRateRuleKinds).optional() },
})
export const clientRateRuleList = listResponse(clientRateRuleResource)
export type ClientRateRuleList = z.infer<typeof clientRateRuleList>

/** POST …/rules/reorder: every rule's id, in the new order. */
export const clientRateReorderRequest = z.object({
  ids: z.array(id).min(1).max(limits.rulesMax),
})

/** GET|PUT hub/routing/client/settings. */
export const clientRateSettings = z.object({
  cost_basis: z.enum(limits.costBases),
  /** The plan whose routes give the cost; null: the team's default plan. */
  plan_id: id.nullable(),
  default_decimals: decimals,
  rounding: z.enum(limits.roundings),
})
export type ClientRateSettings = z.infer<typeof clientRateSettings>
export const clientRateSettingsRequest = clientRateSettings.partial()

export const defaultClientRateSettings: ClientRateSettings = {
  cost_basis: limits.costBases[0],
  plan_id: null,
  default_decimals: limits.defaultDecimals,
  rounding: money.rounding,
}

/** Why no price could be made (the catalogue words each: hubClientRates.refusal.<code>). */
export const clientPriceRefusals = ['noRule', 'noCost', 'currency', 'unknownClient'] as const
export type ClientPriceRefusal = (typeof clientPriceRefusals)[number]

export { clientRateOnly }

/** GET hub/routing/client/rates (and …/rates/export, the same rows as CSV). */
export const clientRateTableQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  client_id: id.optional(),
  country: countryCode.optional(),
  only: z.enum(clientRateOnly).default('all'),
  /** The moment priced; now when absent (a future moment uses scheduled costs and rules). */
  at: calendarMoment.optional(),
})
export type ClientRateTableQuery = Partial<z.output<typeof clientRateTableQuery>>

export const clientRateRow = z.object({
  client_id: z.string(),
  client_name: z.string(),
  network_id: z.string(),
  network_name: z.string(),
  mcc: z.string(),
  mnc: z.string(),
  country: z.string(),
  cost: z.string().nullable(),
  cost_currency: z.string().nullable(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  margin: z.string().nullable(),
  rule_id: z.string().nullable(),
  rule_name: z.string().nullable(),
  refused: z.enum(clientPriceRefusals).nullable(),
  below_min_margin: z.boolean(),
  negative_margin: z.boolean(),
  changed: z.boolean(),
})
export type ClientRateRow = z.infer<typeof clientRateRow>

export const clientRateTable = z.object({
  data: z.array(clientRateRow),
  meta: listMeta,
  at: z.string(),
  /** Rows with a negative margin, over every page. */
  negative_count: z.number().int(),
})
export type ClientRateTable = z.infer<typeof clientRateTable>

/** The columns of the CSV export, in order. */
export const clientRateCsvColumns = [
  'client',
  'country',
  'mcc',
  'mnc',
  'network',
  'cost',
  'cost_currency',
  'price',
  'currency',
  'margin',
  'rule',
  'refused',
] as const

/**
 * A client whose price (as the rules make it now) a proposed vendor cost would put into a loss
 * or below its rule's minimum margin (a rate change set's review, rate-sheet.ts).
 */
export const clientMarginRisk = z.object({
  client_id: z.string(),
  client_name: z.string(),
  network_id: z.string(),
  price: z.string(),
  currency: z.string(),
  /** Price − the proposed cost. */
  margin: z.string(),
  /** Below zero; otherwise only under the rule's minimum margin. */
  loss: z.boolean(),
})
export type ClientMarginRisk = z.infer<typeof clientMarginRisk>
