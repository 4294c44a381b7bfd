import type {
  HasUnreadResponse,
  NotificationList,
  NotificationResource,
  NotificationType,
  NotificationTypesResponse,
  ReadAllResponse,
} from '../../contract/notifications'
import { notificationPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

/** What a list of notifications may ask for (GET notifications). */
export interface NotificationQuery {
  page?: number
  per_page?: number
  type?: NotificationType
  status?: 'read' | 'unread'
}

/** The six notification calls of spec §7, typed by the contract. */
export function createNotificationsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: ({ type, status, ...query }: NotificationQuery, signal?: AbortSignal) =>
      v1.get<NotificationList>(notificationPaths.list, {
        query: { ...query, 'filter[type]': type, 'filter[status]': status },
        signal,
      }),
    hasUnread: (signal?: AbortSignal) =>
      v1.get<HasUnreadResponse>(notificationPaths.hasUnread, { signal }),
    types: (signal?: AbortSignal) =>
      v1.get<NotificationTypesResponse>(notificationPaths.types, { signal }),
    read: (id: string, signal?: AbortSignal) =>
      v1.post<NotificationResource>(fillPath(notificationPaths.read, { id }), {}, { signal }),
    unread: (id: string, signal?: AbortSignal) =>
      v1.post<NotificationResource>(fillPath(notificationPaths.unread, { id }), {}, { signal }),
    readAll: (signal?: AbortSignal) =>
      v1.post<ReadAllResponse>(notificationPaths.readAll, {}, { signal }),
  }
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>
