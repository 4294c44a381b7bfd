import { createLivePhonesApi } from '../../../services/api/livePhones'
import { api } from '../../../services/http'

/** The live phones screens' calls, on the app's client. */
export const livePhonesApi = createLivePhonesApi(api)
