import { pagination } from '../../contract/constants'
import { dataOrThrow } from '../../contract/result'
import { createEmailTemplatesApi } from '../../services/api/emailTemplates'
import { createFeedsApi } from '../../services/api/feeds'
import { createSegmentsApi } from '../../services/api/segments'
import { createSenderIdsApi } from '../../services/api/senderIds'
import { createTagsApi } from '../../services/api/tags'
import { createTextsApi } from '../../services/api/texts'
import { api } from '../../services/http'
import type { ApiResult } from '../../services/http/client'

/**
 * The team's records a form picks from (the campaign wizard's steps, the automation editor's node
 * settings), on the app's client, and the loaders that read them for a picker.
 */
export const segmentsApi = createSegmentsApi(api)
export const tagsApi = createTagsApi(api)
export const feedsApi = createFeedsApi(api)
export const senderIdsApi = createSenderIdsApi(api)
export const textsApi = createTextsApi(api)
export const emailTemplatesApi = createEmailTemplatesApi(api)

/** The first page of a list, as long as a page may be: the pickers search within it. */
export const choicesQuery = { page: 1, per_page: pagination.maxItemsPerPage }

/** A list call's rows, or an error that says why it failed (the live query shows it). */
export const rowsOf = async <Row>(answer: Promise<ApiResult<{ data: Row[] }>>) =>
  dataOrThrow(await answer).data

/** The team's sender ids to choose from, by value. */
export const loadSenderIds = (_: unknown, signal: AbortSignal) =>
  rowsOf(senderIdsApi.list({ ...choicesQuery, sort: 'value' }, signal))
/** The team's texts to choose from, newest first. */
export const loadTexts = (_: unknown, signal: AbortSignal) =>
  rowsOf(textsApi.list({ ...choicesQuery, sort: '-created_at' }, signal))
/** The team's email templates to choose from, by name. */
export const loadEmailTemplates = (_: unknown, signal: AbortSignal) =>
  rowsOf(emailTemplatesApi.list({ ...choicesQuery, sort: 'name' }, signal))
