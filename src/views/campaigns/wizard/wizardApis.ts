import { createCampaignDraftsApi } from '../../../services/api/campaignDrafts'
import { createOffersApi } from '../../../services/api/offers'
import { createRoutingPlansApi } from '../../../services/api/routingPlans'
import { dictionaries } from '../../../services/dictionaries'
import { api } from '../../../services/http'
import { rowsOf } from '../../lists/recordChoices'
import { loadCountries } from '../library/libraryApis'

/** The calls only the campaign wizard makes, on the app's client (the pickers' are recordChoices). */
export const campaignDraftsApi = createCampaignDraftsApi(api)
export const offersApi = createOffersApi(api)
/** The routing plan picker's list (its own client: the plans screens' module is theirs). */
export const routingPlansApi = createRoutingPlansApi(api)

/** The countries a sender id may be limited to, for a sender id created in the wizard. */
export const loadCountryRows = (_: unknown, signal: AbortSignal) =>
  dictionaries.load('countries', () => rowsOf(loadCountries(signal)))
