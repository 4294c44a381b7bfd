import { createSmsRoutesApi } from '../../../services/api/smsRoutes'
import { api } from '../../../services/http'

/** The routes screen's calls, on the app's client. */
export const smsRoutesApi = createSmsRoutesApi(api)
