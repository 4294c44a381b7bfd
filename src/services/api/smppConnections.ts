import type { MessageResponse } from '../../contract/errors'
import { smsRoutingPaths } from '../../contract/routes'
import type {
  SmppConnectionList,
  SmppConnectionRequest,
  SmppConnectionResource,
  SmppConnectionUpdateRequest,
  SmppTestReceipt,
  SmppTestSmsRequest,
  SmppTestSmsResponse,
} from '../../contract/smpp-connection'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const connectionPath = `${smsRoutingPaths.smppConnections}/:id`

/** The team's vendor connections (SMPP) and the built-in simulator; test messages through one. */
export function createSmppConnectionsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery, signal?: AbortSignal) =>
      v1.get<SmppConnectionList>(smsRoutingPaths.smppConnections, { query: { ...query }, signal }),
    create: (body: SmppConnectionRequest, signal?: AbortSignal) =>
      v1.post<SmppConnectionResource>(smsRoutingPaths.smppConnections, body, { signal }),
    update: (id: string, body: SmppConnectionUpdateRequest, signal?: AbortSignal) =>
      v1.put<SmppConnectionResource>(fillPath(connectionPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(connectionPath, { id }), { signal }),
    testSms: (id: string, body: SmppTestSmsRequest, signal?: AbortSignal) =>
      v1.post<SmppTestSmsResponse>(fillPath(smsRoutingPaths.smppConnectionTestSms, { id }), body, {
        signal,
      }),
    testReceipt: (id: string, messageId: string, signal?: AbortSignal) =>
      v1.get<SmppTestReceipt>(
        fillPath(smsRoutingPaths.smppConnectionTestReceipt, { id, message_id: messageId }),
        { signal },
      ),
  }
}

export type SmppConnectionsApi = ReturnType<typeof createSmppConnectionsApi>
