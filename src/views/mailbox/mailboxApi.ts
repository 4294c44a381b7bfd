import { createMailboxApi } from '../../services/api/mailbox'
import { api } from '../../services/http'

/** The local mailbox's calls, on the app's client. */
export const mailboxApi = createMailboxApi(api)
