import type { NotificationList, NotificationTypesResponse } from '../../contract/notifications'
import type { ApiResult } from '../../services/http/client'
import { notificationsApi } from './notificationsApi'
import type { NotificationsSearch } from './notificationsSearch'

export interface NotificationsData {
  list: ApiResult<NotificationList>
  /** Every type with the user's counts, for the type filter. */
  types: ApiResult<NotificationTypesResponse>
}

/** A page of the user's notifications as filtered, with the counts of every type. */
export async function loadNotifications(
  search: NotificationsSearch,
  signal: AbortSignal,
): Promise<NotificationsData> {
  const [list, types] = await Promise.all([
    notificationsApi.list(search, signal),
    notificationsApi.types(signal),
  ])
  return { list, types }
}
