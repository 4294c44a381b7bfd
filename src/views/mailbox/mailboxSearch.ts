import { type PageSearch, validatePageSearch } from '../lists/pageSearch'

/** `/management/mailbox?page=&mail=`: the page of the list, and the mail opened above it. */
export interface MailboxSearch extends PageSearch {
  mail?: string
}

export function validateMailboxSearch(search: Record<string, unknown>): MailboxSearch {
  const { mail } = search
  return {
    ...validatePageSearch(search),
    ...(typeof mail === 'string' && mail.length > 0 ? { mail } : {}),
  }
}

/** The address of the mailbox with a mail opened (or none), on the same page of the list. */
export function mailboxHref({ page, mail }: MailboxSearch): string {
  const query = new URLSearchParams()
  if (page && page > 1) query.set('page', String(page))
  if (mail) query.set('mail', mail)
  const text = query.toString()
  return text ? `/management/mailbox?${text}` : '/management/mailbox'
}
