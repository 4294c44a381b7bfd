import { createCompaniesApi } from '../../../services/api/companies'
import { api } from '../../../services/http'

/** The companies screens' calls, on the app's client. */
export const companiesApi = createCompaniesApi(api)
