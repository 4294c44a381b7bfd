import { z } from 'zod'
import { campaignLimits } from './constants'
import { requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'

/**
 * Offers (DOMAIN.md): what a campaign's link leads to, and what a conversion pays. Money is a
 * decimal string with an ISO-4217 currency, never a float.
 */

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'))

/** An ISO-4217 code ('EUR'), stored upper-cased. */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'The :attribute field must be a three-letter currency code.')
  .refine((code) => knownCurrencies.has(code), 'The :attribute field is not a known currency.')

/** A non-negative amount with at most 4 decimals, as text ('12.50'). */
export const decimalAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'The :attribute field must be an amount like 12.50.')

/** An http(s) address. */
export const webUrl = text(campaignLimits.urlMaxLength).refine((value) => {
  if (!URL.canParse(value)) return false
  const { protocol, hostname } = new URL(value)
  return (protocol === 'http:' || protocol === 'https:') && hostname !== ''
}, 'The :attribute field must be an http or https address.')

export const offerRequest = z.object({
  name: requiredText(campaignLimits.nameMaxLength),
  url: webUrl,
  payout: decimalAmount,
  currency: currencyCode,
})
export type OfferRequest = z.input<typeof offerRequest>

export const offerUpdateRequest = offerRequest.partial()
export type OfferUpdateRequest = z.input<typeof offerUpdateRequest>

export const offerResource = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  payout: z.string(),
  currency: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type OfferResource = z.infer<typeof offerResource>

export const offerListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: { currency: currencyCode.optional() },
})
export type OfferListQuery = z.infer<typeof offerListQuery>
export const offerList = listResponse(offerResource)
export type OfferList = z.infer<typeof offerList>
