import type { ToastType } from './constants'

// Apart from the schemas (notifications.ts): a route's search validation reads these, and the
// entry chunk must not pull zod in with it.

/**
 * What a notification can be about (DOMAIN.md: type, title, body, link, read_at). The level is
 * the toast type the client shows it with when it arrives live.
 */
export const notificationTypes = {
  'account.email_verified': { label: 'Email address verified', level: 'success' },
  'account.password_changed': { label: 'Password changed', level: 'warning' },
  'team.invitation_accepted': { label: 'Invitation accepted', level: 'success' },
  'audience.import_finished': { label: 'Import finished', level: 'success' },
  'audience.import_failed': { label: 'Import failed', level: 'danger' },
  'campaign.finished': { label: 'Campaign finished', level: 'info' },
  'campaign.failed': { label: 'Campaign failed', level: 'danger' },
  'billing.low_balance': { label: 'Low balance', level: 'warning' },
  'routing.rates_changed': { label: 'Vendor rates changed', level: 'info' },
  'system.announcement': { label: 'Announcement', level: 'info' },
} as const satisfies Record<string, { label: string; level: ToastType }>

export type NotificationType = keyof typeof notificationTypes
export const notificationTypeNames = Object.keys(notificationTypes) as [
  NotificationType,
  ...NotificationType[],
]

export const notificationStatuses = ['read', 'unread'] as const
export type NotificationStatus = (typeof notificationStatuses)[number]
