import { createAnalyticsApi } from '../../../services/api/analytics'
import { api } from '../../../services/http'

/** The report page's calls, on the app's client. */
export const analyticsApi = createAnalyticsApi(api)
