import type { MessageResponse } from '../../contract/errors'
import { resourcePaths } from '../../contract/routes'
import type {
  SenderIdList,
  SenderIdRequest,
  SenderIdResource,
  SenderIdUpdateRequest,
} from '../../contract/sender-id'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const senderIdPath = `${resourcePaths.senderIds}/:id`

/** The team's sender ids (spec §7 SMS: senderids), unique in the team. */
export function createSenderIdsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery & { sort?: string }, signal?: AbortSignal) =>
      v1.get<SenderIdList>(resourcePaths.senderIds, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<SenderIdResource>(fillPath(senderIdPath, { id }), { signal }),
    create: (body: SenderIdRequest, signal?: AbortSignal) =>
      v1.post<SenderIdResource>(resourcePaths.senderIds, body, { signal }),
    update: (id: string, body: SenderIdUpdateRequest, signal?: AbortSignal) =>
      v1.put<SenderIdResource>(fillPath(senderIdPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(senderIdPath, { id }), { signal }),
  }
}

export type SenderIdsApi = ReturnType<typeof createSenderIdsApi>
