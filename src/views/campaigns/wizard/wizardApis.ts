import { createCampaignDraftsApi } from '../../../services/api/campaignDrafts'
import { createOffersApi } from '../../../services/api/offers'
import { dictionaries } from '../../../services/dictionaries'
import { api } from '../../../services/http'
import { rowsOf } from '../../lists/recordChoices'
import { loadCountries } from '../library/libraryApis'

/** The calls only the campaign wizard makes, on the app's client (the pickers' are recordChoices). */
export const campaignDraftsApi = createCampaignDraftsApi(api)
export const offersApi = createOffersApi(api)

/** The countries a sender id may be limited to, for a sender id created in the wizard. */
export const loadCountryRows = (_: unknown, signal: AbortSignal) =>
  dictionaries.load('countries', () => rowsOf(loadCountries(signal)))
