import type { MessageResponse } from '../../contract/errors'
import { resourcePaths } from '../../contract/routes'
import type { TagList, TagRequest, TagResource, TagUpdateRequest } from '../../contract/tag'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const tagPath = `${resourcePaths.tags}/:id`

/** The team's tags (spec §7 Audience), each with how many contacts carry it. */
export function createTagsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery & { search?: string; sort?: string }, signal?: AbortSignal) =>
      v1.get<TagList>(resourcePaths.tags, { query: { ...query }, signal }),
    create: (body: TagRequest, signal?: AbortSignal) =>
      v1.post<TagResource>(resourcePaths.tags, body, { signal }),
    /** A rename renames the tag on every contact that carries it. */
    update: (id: string, body: TagUpdateRequest, signal?: AbortSignal) =>
      v1.put<TagResource>(fillPath(tagPath, { id }), body, { signal }),
    /** Takes the tag off every contact; the contacts stay. */
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(tagPath, { id }), { signal }),
  }
}

export type TagsApi = ReturnType<typeof createTagsApi>
