import { z } from 'zod'
import { toastTypes } from './constants'
import { timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { notificationStatuses, notificationTypeNames } from './notification-types'

export {
  type NotificationType,
  notificationStatuses,
  notificationTypeNames,
  notificationTypes,
} from './notification-types'

export const notificationType = z.enum(notificationTypeNames)

/** Field lengths of a notification (ours; the spec shows none). */
export const notificationFields = {
  titleMaxLength: 200,
  bodyMaxLength: 2000,
  linkMaxLength: 500,
} as const

/**
 * A notification as the API shows it. `team_id` is null for notifications about the account
 * itself (seen in every team), else the team it belongs to (seen only while working there).
 * `link` is a path of the client (`/campaigns/42`), or null.
 */
export const notificationResource = z.object({
  id: z.string(),
  type: notificationType,
  level: z.enum(toastTypes),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  team_id: z.string().nullable(),
  read_at: timestamp.nullable(),
  created_at: timestamp,
})
export type NotificationResource = z.infer<typeof notificationResource>

/** GET notifications: newest first; `filter[type]`, `filter[status]=read|unread`, `search`. */
export const notificationListQuery = listQuery({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: {
    type: notificationType.optional(),
    status: z.enum(notificationStatuses).optional(),
  },
})
export type NotificationListQuery = z.infer<typeof notificationListQuery>

export const notificationList = listResponse(notificationResource)
export type NotificationList = z.infer<typeof notificationList>

/** POST notifications/read-all: how many were unread and are read now. */
export const readAllResponse = z.object({ message: z.string(), updated: z.number().int().min(0) })
export type ReadAllResponse = z.infer<typeof readAllResponse>

/** GET notifications/has-unread: drives the unread badge. */
export const hasUnreadResponse = z.object({
  has_unread: z.boolean(),
  unread_count: z.number().int().min(0),
})
export type HasUnreadResponse = z.infer<typeof hasUnreadResponse>

/** GET notifications/types: every type with its label and level, and the caller's counts. */
export const notificationTypeSummary = z.object({
  type: notificationType,
  label: z.string(),
  level: z.enum(toastTypes),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
})
export const notificationTypesResponse = z.object({ data: z.array(notificationTypeSummary) })
export type NotificationTypesResponse = z.infer<typeof notificationTypesResponse>
