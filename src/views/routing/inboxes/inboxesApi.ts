import { createRateSheetsApi } from '../../../services/api/rateSheets'
import { api } from '../../../services/http'

/** The inbox screen's calls, on the app's client. */
export const inboxesApi = createRateSheetsApi(api)
