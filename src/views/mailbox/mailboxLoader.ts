import type { MailboxList, MailMessage } from '../../contract/mailbox'
import type { ApiResult } from '../../services/http/client'
import { mailboxApi } from './mailboxApi'
import type { MailboxSearch } from './mailboxSearch'

export interface MailboxData {
  list: ApiResult<MailboxList>
  /** The mail opened, when the address names one. */
  mail: ApiResult<MailMessage> | null
}

/** A page of the kept mail, newest first, and the mail opened (an unknown id is a 404). */
export async function loadMailbox(
  search: MailboxSearch,
  signal: AbortSignal,
): Promise<MailboxData> {
  const [list, mail] = await Promise.all([
    mailboxApi.list({ page: search.page ?? 1 }, signal),
    search.mail ? mailboxApi.show(search.mail, signal) : null,
  ])
  return { list, mail }
}
