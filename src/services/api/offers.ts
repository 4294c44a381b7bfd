import type { MessageResponse } from '../../contract/errors'
import type {
  OfferList,
  OfferRequest,
  OfferResource,
  OfferUpdateRequest,
} from '../../contract/offer'
import { resourcePaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const offerPath = `${resourcePaths.offers}/:id`

/** The team's offers (spec §7 SMS: offers): where a campaign's link leads, and its payout. */
export function createOffersApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery & { sort?: string }, signal?: AbortSignal) =>
      v1.get<OfferList>(resourcePaths.offers, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<OfferResource>(fillPath(offerPath, { id }), { signal }),
    create: (body: OfferRequest, signal?: AbortSignal) =>
      v1.post<OfferResource>(resourcePaths.offers, body, { signal }),
    update: (id: string, body: OfferUpdateRequest, signal?: AbortSignal) =>
      v1.put<OfferResource>(fillPath(offerPath, { id }), body, { signal }),
    /** Campaigns that named the offer are left without one. */
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(offerPath, { id }), { signal }),
  }
}

export type OffersApi = ReturnType<typeof createOffersApi>
