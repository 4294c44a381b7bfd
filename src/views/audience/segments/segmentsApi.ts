import { createSegmentsApi } from '../../../services/api/segments'
import { api } from '../../../services/http'

/** The segment screens' calls, on the app's client. */
export const segmentsApi = createSegmentsApi(api)
