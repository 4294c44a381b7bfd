import { createAutomationsApi } from '../../../services/api/automations'
import { api } from '../../../services/http'

/** The automation screens' calls, on the app's client. */
export const automationsApi = createAutomationsApi(api)
