import { createAuthApi } from './api/auth'
import { createTeamsApi } from './api/teams'
import { api } from './http'

export { api, httpEvents$, refresher } from './http'

/** The API calls of signing in and out, and of the user's teams, through the app's client. */
export const authApi = createAuthApi(api)
export const teamsApi = createTeamsApi(api)
