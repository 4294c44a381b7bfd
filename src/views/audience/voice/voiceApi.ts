import { createVoiceContactsApi } from '../../../services/api/voiceContacts'
import { api } from '../../../services/http'

/** The voice contacts screen's call, on the app's client. */
export const voiceContactsApi = createVoiceContactsApi(api)
