import type { AnalyticsFilters } from '../../contract/analytics'
import type {
  ContactBulkDeleteRequest,
  ContactBulkDeleteResponse,
  ContactExportRequest,
  ContactList,
  ContactResource,
  ContactTagsRequest,
  ContactTagsResponse,
} from '../../contract/contact'
import type { ContactRepliesResponse } from '../../contract/contact-replies'
import type { ContactRequest, ContactUpdateRequest } from '../../contract/contact-request'
import { audiencePaths, resourcePaths } from '../../contract/routes'
import type { HttpClient, Query } from '../http/client'
import { fillPath } from './paths'

const contactPath = `${resourcePaths.contacts}/:id`

/** The contact list's query as the URL of the call carries it. */
export interface ContactListParams {
  page: number
  perPage: number
  /** `-created_at`, `last_name`, … */
  sort: string
  search?: string
  /** `status`, `country`, `custom.<key>`, …: comma lists, as `filter[name]=`. */
  filter: Record<string, string>
}

export function listQueryOf(params: ContactListParams): Query {
  const query: Query = {
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    search: params.search || undefined,
  }
  for (const [name, value] of Object.entries(params.filter))
    if (value !== '') query[`filter[${name}]`] = value
  return query
}

/** Contacts (spec §7 Audience: contacts index and CRUD, tags, bulk delete, export). */
export function createContactsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (params: ContactListParams, signal?: AbortSignal) =>
      v1.get<ContactList>(resourcePaths.contacts, { query: listQueryOf(params), signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<ContactResource>(fillPath(contactPath, { id }), { signal }),
    /** The contact's latest messages from its handset, newest first. */
    replies: (id: string, signal?: AbortSignal) =>
      v1.get<ContactRepliesResponse>(fillPath(audiencePaths.contactReplies, { id }), { signal }),
    create: (body: ContactRequest, signal?: AbortSignal) =>
      v1.post<ContactResource>(resourcePaths.contacts, body, { signal }),
    update: (id: string, body: ContactUpdateRequest, signal?: AbortSignal) =>
      v1.put<ContactResource>(fillPath(contactPath, { id }), body, { signal }),
    tags: (body: ContactTagsRequest, signal?: AbortSignal) =>
      v1.post<ContactTagsResponse>(audiencePaths.contactTags, body, { signal }),
    bulkDelete: (body: ContactBulkDeleteRequest, signal?: AbortSignal) =>
      v1.post<ContactBulkDeleteResponse>(audiencePaths.contactBulkDelete, body, { signal }),
    /** The CSV as text (the server streams it; the browser then saves it as a file). */
    export: (body: ContactExportRequest, signal?: AbortSignal) =>
      v1.post<string>(audiencePaths.contactExport, body, { signal }),
    /** What the list can be filtered by: the team's countries, networks, tags, custom fields. */
    filterOptions: (signal?: AbortSignal) =>
      v1.get<AnalyticsFilters>(audiencePaths.analyticsFilters, { signal }),
  }
}

export type ContactsApi = ReturnType<typeof createContactsApi>
