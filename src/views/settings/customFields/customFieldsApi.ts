import { createCustomFieldsApi } from '../../../services/api/customFields'
import { api } from '../../../services/http'

/** The custom field screen's calls, on the app's client. */
export const customFieldsApi = createCustomFieldsApi(api)
