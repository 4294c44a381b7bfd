import { createApiTokensApi } from './api/apiTokens'
import { createTeamSettingsApi } from './api/teamSettings'
import { api } from './http'

/** The team switcher's, the team settings' and the API token screens' calls, on the app's client. */
export const teamSettingsApi = createTeamSettingsApi(api)
export const apiTokensApi = createApiTokensApi(api)
