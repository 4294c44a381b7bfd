import { createCampaignReportsApi } from '../../../services/api/campaignReports'
import { createSmsCampaignsApi } from '../../../services/api/smsCampaigns'
import { api } from '../../../services/http'

/** The reports page's calls, on the app's client. */
export const campaignReportsApi = createCampaignReportsApi(api)
/** The campaigns the filter offers. */
export const reportCampaignsApi = createSmsCampaignsApi(api)
