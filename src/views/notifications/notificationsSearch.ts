import {
  type NotificationStatus,
  type NotificationType,
  notificationStatuses,
  notificationTypeNames,
} from '../../contract/notification-types'
import { type PageSearch, validatePageSearch } from '../lists/pageSearch'

/** `/notifications?type=&status=&page=`: the filters live in the URL. */
export interface NotificationsSearch extends PageSearch {
  type?: NotificationType
  status?: NotificationStatus
}

const isType = (value: unknown): value is NotificationType =>
  notificationTypeNames.includes(value as NotificationType)

const isStatus = (value: unknown): value is NotificationStatus =>
  notificationStatuses.includes(value as NotificationStatus)

/** A type or status the contract does not know is dropped (the whole list is shown). */
export function validateNotificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  return {
    ...validatePageSearch(search),
    ...(isType(search.type) ? { type: search.type } : {}),
    ...(isStatus(search.status) ? { status: search.status } : {}),
  }
}
