import type { CountryList } from '../../../contract/countries'
import { audiencePaths } from '../../../contract/routes'
import { createOffersApi } from '../../../services/api/offers'
import { createSenderIdsApi } from '../../../services/api/senderIds'
import { createTextsApi } from '../../../services/api/texts'
import { api } from '../../../services/http'

/** The library's calls, on the app's client. */
export const offersApi = createOffersApi(api)
export const senderIdsApi = createSenderIdsApi(api)
export const textsApi = createTextsApi(api)

/** The countries a sender id may be limited to. */
export const loadCountries = (signal?: AbortSignal) =>
  api.v1.get<CountryList>(audiencePaths.countries, { signal })
