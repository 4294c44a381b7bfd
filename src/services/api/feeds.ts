import type { MessageResponse } from '../../contract/errors'
import type {
  FeedKeyResponse,
  FeedList,
  FeedLogList,
  FeedRequest,
  FeedResource,
  FeedUpdateRequest,
} from '../../contract/feed'
import { audiencePaths, resourcePaths } from '../../contract/routes'
import type { HttpClient, Query } from '../http/client'
import { fillPath } from './paths'

const feedPath = `${resourcePaths.feeds}/:id`

/** Feeds (spec §7 Audience): CRUD, each feed's posting URL and key, and the batch logs. */
export function createFeedsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: Query, signal?: AbortSignal) =>
      v1.get<FeedList>(resourcePaths.feeds, { query, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<FeedResource>(fillPath(feedPath, { id }), { signal }),
    create: (body: FeedRequest, signal?: AbortSignal) =>
      v1.post<FeedResource>(resourcePaths.feeds, body, { signal }),
    update: (id: string, body: FeedUpdateRequest, signal?: AbortSignal) =>
      v1.put<FeedResource>(fillPath(feedPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(feedPath, { id }), { signal }),
    /** The posting URL and the whole key (writers only). */
    key: (id: string, signal?: AbortSignal) =>
      v1.get<FeedKeyResponse>(fillPath(audiencePaths.feedKey, { id }), { signal }),
    /** A new key; the old one stops working at once. */
    rotateKey: (id: string, signal?: AbortSignal) =>
      v1.post<FeedKeyResponse>(fillPath(audiencePaths.feedRotateKey, { id }), undefined, {
        signal,
      }),
    logs: (query: Query, signal?: AbortSignal) =>
      v1.get<FeedLogList>(audiencePaths.feedLogs, { query, signal }),
  }
}

export type FeedsApi = ReturnType<typeof createFeedsApi>
