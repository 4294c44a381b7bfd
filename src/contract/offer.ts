import { z } from 'zod'
import { campaignLimits, money } from './constants'
import { requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { currencyCode, moneyText } from './money-text'

/**
 * Offers (DOMAIN.md): what a campaign's link leads to, and what a conversion pays. Money is a
 * decimal string with an ISO-4217 currency, never a float.
 */

/** An http(s) address. */
export const webUrl = text(campaignLimits.urlMaxLength).refine((value) => {
  if (!URL.canParse(value)) return false
  const { protocol, hostname } = new URL(value)
  return (protocol === 'http:' || protocol === 'https:') && hostname !== ''
}, says('field.webAddress'))

export const offerRequest = z.object({
  name: requiredText(campaignLimits.nameMaxLength),
  url: webUrl,
  /** What a conversion pays: a unit price. */
  payout: moneyText({ scale: money.scales.unitPrice }),
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
