import { z } from 'zod'
import { money } from './constants'
import { id, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { parseMoney } from './money'
import { currencyCode, isMoneyText } from './money-text'
import { countryCode } from './onboarding'
import { rateChangeKinds } from './rate-kinds'

/**
 * Vendor rates (DOMAIN.md "Routing and rates"): what a route costs per message part to one
 * network, or to a whole country when no network is named (the country default). A rate is in
 * force over [effective_from, effective_till); a new price is a new row, and the row it follows
 * is closed at that moment, so the history is kept. A row already in force is never edited.
 */
const priceRules = { scale: money.scales.rate }
const priceMessage = says('rate.price', { scale: money.scales.rate })

/** A price above 0 with at most the rate scale's decimals, as decimal text (never a float). */
export const ratePrice = z
  .string()
  .trim()
  .refine(
    (text) =>
      isMoneyText(text, priceRules) &&
      parseMoney(text, { currency: money.defaultCurrency, ...priceRules }).units > 0n,
    priceMessage,
  )

/** Where a rate is in force now: not yet, now, or no longer. */
export const rateStates = ['scheduled', 'in_force', 'ended'] as const
export type RateState = (typeof rateStates)[number]

const fields = {
  route_id: id,
  /** Null: the country default. */
  network_id: id.nullable(),
  /** Needed for a country default; a network's rate takes its network's country. */
  country: countryCode.nullable(),
  price: ratePrice,
  currency: currencyCode,
  effective_from: timestamp,
  effective_till: timestamp.nullable(),
}

type RateWindow = {
  network_id: string | null
  country: string | null
  effective_from: string
  effective_till: string | null
}

/** A rate with no network is a country's: it names the country. */
export const withCountry = (
  rate: { network_id: string | null; country: string | null },
  ctx: z.RefinementCtx,
) => {
  if (rate.network_id === null && !rate.country)
    ctx.addIssue({ code: 'custom', path: ['country'], ...says('rate.countryRequired') })
}

const withCountryAndWindow = (rate: RateWindow, ctx: z.RefinementCtx) => {
  withCountry(rate, ctx)
  if (
    rate.effective_till !== null &&
    Date.parse(rate.effective_till) <= Date.parse(rate.effective_from)
  )
    ctx.addIssue({ code: 'custom', path: ['effective_till'], ...says('rate.tillAfterFrom') })
}

export const vendorRateRequest = z
  .object({
    ...fields,
    network_id: fields.network_id.default(null),
    country: fields.country.default(null),
    effective_till: fields.effective_till.default(null),
  })
  .superRefine(withCountryAndWindow)
export type VendorRateRequest = z.input<typeof vendorRateRequest>

export const vendorRateUpdateRequest = z.object({
  route_id: fields.route_id.optional(),
  network_id: fields.network_id.optional(),
  country: fields.country.optional(),
  price: fields.price.optional(),
  currency: fields.currency.optional(),
  effective_from: fields.effective_from.optional(),
  effective_till: fields.effective_till.optional(),
})
export type VendorRateUpdateRequest = z.input<typeof vendorRateUpdateRequest>

export const vendorRateResource = z.object({
  id: z.string(),
  route_id: z.string(),
  route_name: z.string(),
  network_id: z.string().nullable(),
  /** The network's operator name, MCC and MNC; null for a country default. */
  network: z.object({ name: z.string(), mcc: z.string(), mnc: z.string() }).nullable(),
  country: z.string(),
  price: z.string(),
  currency: z.string(),
  effective_from: timestamp,
  effective_till: timestamp.nullable(),
  state: z.enum(rateStates),
  /** The rate sheet that wrote the row; null when typed in. */
  sheet_id: z.string().nullable(),
  created_at: timestamp,
})
export type VendorRateResource = z.infer<typeof vendorRateResource>

/** `filter[network_id]=none`: country defaults only. */
export const noNetwork = 'none'

export const vendorRateListQuery = listQuery({
  sortable: ['effective_from', 'country', 'price', 'created_at'],
  defaultSort: '-effective_from',
  filters: {
    route_id: id.optional(),
    country: countryCode.optional(),
    network_id: z.union([id, z.literal(noNetwork)]).optional(),
    /** The rows in force at that moment (effective_from ≤ t < effective_till). */
    in_force_at: timestamp.optional(),
  },
})
export type VendorRateListQuery = z.infer<typeof vendorRateListQuery>
export const vendorRateList = listResponse(vendorRateResource)
export type VendorRateList = z.infer<typeof vendorRateList>

export { type RateChangeKind, rateChangeKinds } from './rate-kinds'

export const rateChangeResource = z.object({
  rate_id: z.string(),
  kind: z.enum(rateChangeKinds),
  route_id: z.string(),
  route_name: z.string(),
  network_id: z.string().nullable(),
  network: z.object({ name: z.string(), mcc: z.string(), mnc: z.string() }).nullable(),
  country: z.string(),
  /** The price before the change; null for a new rate. */
  old_price: z.string().nullable(),
  /** The price after the change; null once closed. */
  new_price: z.string().nullable(),
  currency: z.string(),
  /** When the change takes effect: the row's start, or its end for `closed`. */
  effective_at: timestamp,
  /** The routing plans whose rules send over the route. */
  plans: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type RateChangeResource = z.infer<typeof rateChangeResource>

export const rateChangeListQuery = listQuery({
  sortable: ['effective_at'],
  defaultSort: '-effective_at',
  filters: {
    kind: z.enum(rateChangeKinds).optional(),
    route_id: id.optional(),
    country: countryCode.optional(),
    /** Changes taking effect at or after this moment. */
    from: timestamp.optional(),
    /** Changes taking effect before this moment. */
    to: timestamp.optional(),
  },
})
export type RateChangeListQuery = z.infer<typeof rateChangeListQuery>
export const rateChangeList = listResponse(rateChangeResource)
export type RateChangeList = z.infer<typeof rateChangeList>
