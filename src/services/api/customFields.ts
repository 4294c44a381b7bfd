import type {
  CustomFieldList,
  CustomFieldRequest,
  CustomFieldResource,
  CustomFieldUpdateRequest,
} from '../../contract/custom-field'
import type { MessageResponse } from '../../contract/errors'
import { resourcePaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const customFieldPath = `${resourcePaths.customFields}/:id`

/** The custom fields of the team's contacts (spec §7 Audience; /settings/custom-fields). */
export function createCustomFieldsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery & { sort?: string }, signal?: AbortSignal) =>
      v1.get<CustomFieldList>(resourcePaths.customFields, { query: { ...query }, signal }),
    create: (body: CustomFieldRequest, signal?: AbortSignal) =>
      v1.post<CustomFieldResource>(resourcePaths.customFields, body, { signal }),
    update: (id: string, body: CustomFieldUpdateRequest, signal?: AbortSignal) =>
      v1.put<CustomFieldResource>(fillPath(customFieldPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(customFieldPath, { id }), { signal }),
  }
}

export type CustomFieldsApi = ReturnType<typeof createCustomFieldsApi>
