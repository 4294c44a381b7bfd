import { createRateSheetsApi } from '../../../services/api/rateSheets'
import { createSmsRoutesApi } from '../../../services/api/smsRoutes'
import { api, events, refresher, tokens } from '../../../services/http'
import { createUploader } from '../../../services/http/upload'

/** The inbox screen's calls, on the app's client; a sheet goes up by XMLHttpRequest for progress. */
export const inboxesApi = createRateSheetsApi(api, createUploader({ tokens, refresher, events }))

/** The team's routes: each is a vendor's inbox a sheet is sent to. */
export const inboxRoutesApi = createSmsRoutesApi(api)
