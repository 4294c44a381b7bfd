import type { CountryList } from '../../../contract/countries'
import { audiencePaths } from '../../../contract/routes'
import { createFeedsApi } from '../../../services/api/feeds'
import { api } from '../../../services/http'

/** The feed screens' calls, on the app's client. */
export const feedsApi = createFeedsApi(api)

/** The countries a feed may read national numbers in. */
export const loadCountries = (signal?: AbortSignal) =>
  api.v1.get<CountryList>(audiencePaths.countries, { signal })
