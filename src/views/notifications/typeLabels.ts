import type { NotificationType } from '../../contract/notifications'
import type { Key } from '../../messages/notifications/catalogue'

/** The catalogue's name of each notification type (the contract's labels are the server's). */
export const typeLabelKeys: Record<NotificationType, Key> = {
  'account.email_verified': 'type.account.email_verified',
  'account.password_changed': 'type.account.password_changed',
  'team.invitation_accepted': 'type.team.invitation_accepted',
  'audience.import_finished': 'type.audience.import_finished',
  'audience.import_failed': 'type.audience.import_failed',
  'campaign.finished': 'type.campaign.finished',
  'campaign.failed': 'type.campaign.failed',
  'billing.low_balance': 'type.billing.low_balance',
  'routing.rates_changed': 'type.routing.rates_changed',
  'system.announcement': 'type.system.announcement',
}
