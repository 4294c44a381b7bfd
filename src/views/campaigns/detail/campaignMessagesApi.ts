import { createCampaignMessagesApi } from '../../../services/api/campaignMessages'
import { api } from '../../../services/http'

/** The message log's call, on the app's client. */
export const campaignMessagesApi = createCampaignMessagesApi(api)
