import { createRateSheetsApi } from '../../../services/api/rateSheets'
import { scopedClient, scopedUploader } from '../../../services/api/routingScope'
import { createSmsRoutesApi } from '../../../services/api/smsRoutes'
import { api, events, refresher, tokens } from '../../../services/http'
import { createUploader } from '../../../services/http/upload'
import { perScope } from '../scope/perScope'

const uploader = createUploader({ tokens, refresher, events })

/**
 * The inbox screen's calls in a scope, on the app's client; a sheet goes up by XMLHttpRequest
 * for progress.
 */
export const inboxesApiOf = perScope((scope) =>
  createRateSheetsApi(scopedClient(api, scope), scopedUploader(uploader, scope)),
)

/** The scope's routes: each is a vendor's inbox a sheet is sent to. */
export const inboxRoutesApiOf = perScope((scope) => createSmsRoutesApi(scopedClient(api, scope)))
