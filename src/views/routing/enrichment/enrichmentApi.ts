import { createEnrichmentApi } from '../../../services/api/enrichment'
import { api } from '../../../services/http'

/** The enrichment screens' calls, on the app's client. */
export const enrichmentApi = createEnrichmentApi(api)
