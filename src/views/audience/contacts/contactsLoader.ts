import type { AnalyticsFilters } from '../../../contract/analytics'
import type { ContactList, ContactResource } from '../../../contract/contact'
import type { ContactRepliesResponse } from '../../../contract/contact-replies'
import type { ApiResult } from '../../../services/http/client'
import { type contactsDeps, listParamsOf, newContact } from './contactSearch'
import { contactsApi } from './contactsApi'

export interface ContactsData {
  list: ApiResult<ContactList>
  /** The values the filters offer, and the team's custom fields (for the panel's form). */
  options: ApiResult<AnalyticsFilters>
  /** The contact open in the panel; null when none is, or a new one is being made. */
  contact: ApiResult<ContactResource> | null
  /** The open contact's replies (messages from its handset); null with `contact`. */
  replies: ApiResult<ContactRepliesResponse> | null
}

/** The page of contacts, the filter values and the open contact with its replies, loaded together. */
export async function loadContacts(
  deps: ReturnType<typeof contactsDeps>,
  signal: AbortSignal,
): Promise<ContactsData> {
  const open = deps.contact && deps.contact !== newContact ? deps.contact : null
  const [list, options, contact, replies] = await Promise.all([
    contactsApi.list(listParamsOf(deps.list), signal),
    contactsApi.filterOptions(signal),
    open ? contactsApi.show(open, signal) : Promise.resolve(null),
    open ? contactsApi.replies(open, signal) : Promise.resolve(null),
  ])
  return { list, options, contact, replies }
}
