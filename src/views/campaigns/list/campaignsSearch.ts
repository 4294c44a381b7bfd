import { type DeliveryStateName, deliveryStates } from '../../../contract/sms-campaign-values'
import { validatePageSearch, validateTextSearch } from '../../lists/pageSearch'

/** The orders the list offers, as the API's `sort` (ours: newest first by default). */
export const campaignSorts = ['-created_at', '-updated_at', 'name'] as const
export type CampaignSort = (typeof campaignSorts)[number]
export const defaultCampaignSort: CampaignSort = '-created_at'

/** The campaigns page's status filter, search, order and page, all in the URL. */
export interface CampaignsSearch {
  page?: number
  status?: DeliveryStateName
  /** A part of the name. */
  q?: string
  sort?: CampaignSort
}

/** What cannot be read is dropped: the list shows every campaign, newest first. */
export function validateCampaignsSearch(search: Record<string, unknown>): CampaignsSearch {
  const status = deliveryStates.find((value) => value === search.status)
  const sort = campaignSorts.find((value) => value === search.sort && value !== defaultCampaignSort)
  return {
    ...validatePageSearch(search),
    ...(status ? { status } : {}),
    ...validateTextSearch(search),
    ...(sort ? { sort } : {}),
  }
}

export const isFiltered = (search: CampaignsSearch) => Boolean(search.status || search.q)

/** The list query the URL's search asks for, the same for SMS and voice campaigns. */
export const campaignListQuery = (search: CampaignsSearch) => ({
  page: search.page ?? 1,
  sort: search.sort ?? defaultCampaignSort,
  search: search.q,
  'filter[status]': search.status,
})
