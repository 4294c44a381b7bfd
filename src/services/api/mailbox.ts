import type { MailboxList, MailMessage } from '../../contract/mailbox'
import { managementPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

/** The local mailbox of the management area (platform staff only). */
export function createMailboxApi(api: HttpClient) {
  const { management } = api
  return {
    list: (query: { page?: number; search?: string }, signal?: AbortSignal) =>
      management.get<MailboxList>(managementPaths.mailbox, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      management.get<MailMessage>(fillPath(managementPaths.mail, { id }), { signal }),
  }
}

export type MailboxApi = ReturnType<typeof createMailboxApi>
