import type { AnalyticsFilters } from '../../../contract/analytics'
import type { ContactList, ContactResource } from '../../../contract/contact'
import type { ApiResult } from '../../../services/http/client'
import { type contactsDeps, listParamsOf, newContact } from './contactSearch'
import { contactsApi } from './contactsApi'

export interface ContactsData {
  list: ApiResult<ContactList>
  /** The values the filters offer, and the team's custom fields (for the panel's form). */
  options: ApiResult<AnalyticsFilters>
  /** The contact open in the panel; null when none is, or a new one is being made. */
  contact: ApiResult<ContactResource> | null
}

/** The page of contacts, the filter values and the open contact, loaded together. */
export async function loadContacts(
  deps: ReturnType<typeof contactsDeps>,
  signal: AbortSignal,
): Promise<ContactsData> {
  const [list, options, contact] = await Promise.all([
    contactsApi.list(listParamsOf(deps.list), signal),
    contactsApi.filterOptions(signal),
    deps.contact && deps.contact !== newContact
      ? contactsApi.show(deps.contact, signal)
      : Promise.resolve(null),
  ])
  return { list, options, contact }
}
