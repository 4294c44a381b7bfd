import { pagination } from '../../../contract/constants'
import { dataOrThrow } from '../../../contract/result'
import { createCampaignDraftsApi } from '../../../services/api/campaignDrafts'
import { createFeedsApi } from '../../../services/api/feeds'
import { createOffersApi } from '../../../services/api/offers'
import { createSegmentsApi } from '../../../services/api/segments'
import { createSenderIdsApi } from '../../../services/api/senderIds'
import { createTagsApi } from '../../../services/api/tags'
import { createTextsApi } from '../../../services/api/texts'
import { dictionaries } from '../../../services/dictionaries'
import { api } from '../../../services/http'
import type { ApiResult } from '../../../services/http/client'
import { loadCountries } from '../library/libraryApis'

/** The calls of the campaign wizard, on the app's client. */
export const campaignDraftsApi = createCampaignDraftsApi(api)
export const segmentsApi = createSegmentsApi(api)
export const tagsApi = createTagsApi(api)
export const feedsApi = createFeedsApi(api)
export const senderIdsApi = createSenderIdsApi(api)
export const textsApi = createTextsApi(api)
export const offersApi = createOffersApi(api)

/** The first page of a list, as long as a page may be: the wizard's pickers search within it. */
export const choicesQuery = { page: 1, per_page: pagination.maxItemsPerPage }

/** A list call's rows, or an error that says why it failed (the live query shows it). */
export const rowsOf = async <Row>(answer: Promise<ApiResult<{ data: Row[] }>>) =>
  dataOrThrow(await answer).data

/** The team's sender ids to choose from, by value. */
export const loadSenderIds = (_: unknown, signal: AbortSignal) =>
  rowsOf(senderIdsApi.list({ ...choicesQuery, sort: 'value' }, signal))
/** The team's texts to choose from, newest first. */
export const loadTexts = (_: unknown, signal: AbortSignal) =>
  rowsOf(textsApi.list({ ...choicesQuery, sort: '-created_at' }, signal))
/** The countries a sender id may be limited to, for a sender id created in the wizard. */
export const loadCountryRows = (_: unknown, signal: AbortSignal) =>
  dictionaries.load('countries', () => rowsOf(loadCountries(signal)))
