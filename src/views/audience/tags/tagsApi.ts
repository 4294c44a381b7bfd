import { createTagsApi } from '../../../services/api/tags'
import { api } from '../../../services/http'

/** The tag screen's calls, on the app's client. */
export const tagsApi = createTagsApi(api)
