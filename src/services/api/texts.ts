import type { MessageResponse } from '../../contract/errors'
import { resourcePaths, smsPaths } from '../../contract/routes'
import type {
  TextGenerateRequest,
  TextGenerateResponse,
  TextList,
  TextRequest,
  TextResource,
  TextUpdateRequest,
} from '../../contract/sms-text'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const textPath = `${resourcePaths.texts}/:id`

/** The team's SMS texts (spec §7 SMS: texts), and variants of a body proposed by the LLM. */
export function createTextsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery & { sort?: string }, signal?: AbortSignal) =>
      v1.get<TextList>(resourcePaths.texts, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<TextResource>(fillPath(textPath, { id }), { signal }),
    create: (body: TextRequest, signal?: AbortSignal) =>
      v1.post<TextResource>(resourcePaths.texts, body, { signal }),
    update: (id: string, body: TextUpdateRequest, signal?: AbortSignal) =>
      v1.put<TextResource>(fillPath(textPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(textPath, { id }), { signal }),
    /** Rewrites of a body that keep its placeholders; nothing is stored until one is saved. */
    generate: (body: TextGenerateRequest, signal?: AbortSignal) =>
      v1.post<TextGenerateResponse>(smsPaths.textsGenerate, body, { signal }),
  }
}

export type TextsApi = ReturnType<typeof createTextsApi>
