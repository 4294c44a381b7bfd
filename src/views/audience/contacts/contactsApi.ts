import { createContactsApi } from '../../../services/api/contacts'
import { api } from '../../../services/http'

/** The contact screens' calls, on the app's client. */
export const contactsApi = createContactsApi(api)
