import { notifications } from '../db/schema'
import type { NotificationInput } from '../domain/notifications/raise'
import { daysAgo, type SeedContext, type SeedStep } from './context'

type DemoNotification = Omit<NotificationInput, 'userId'> & {
  /** How long before the seed it was raised, in days. */
  age: number
  read: boolean
}

/** A fortnight of what a team running SMS and voice campaigns hears about. */
function demoNotifications(context: SeedContext): DemoNotification[] {
  const team = context.teamId
  const [admin, editor] = context.members
  return [
    {
      age: 13,
      read: true,
      type: 'account.email_verified',
      title: 'Your email address is verified',
      body: `${context.owner.email} is confirmed. Every part of Switchboard is open to you now.`,
      link: '/',
    },
    {
      age: 12,
      read: true,
      teamId: team,
      type: 'team.invitation_accepted',
      title: `${admin?.name ?? 'A colleague'} joined Acme Outreach`,
      body: `${admin?.name ?? 'A colleague'} accepted your invitation and is an admin now.`,
      link: '/my-account/team-settings/members',
      data: { email: admin?.email ?? null, role: 'admin' },
    },
    {
      age: 11.5,
      read: true,
      teamId: team,
      type: 'team.invitation_accepted',
      title: `${editor?.name ?? 'A colleague'} joined Acme Outreach`,
      body: `${editor?.name ?? 'A colleague'} accepted your invitation and is an editor now.`,
      link: '/my-account/team-settings/members',
      data: { email: editor?.email ?? null, role: 'editor' },
    },
    {
      age: 10,
      read: true,
      teamId: team,
      type: 'audience.import_finished',
      title: 'spring-customers.csv is imported',
      body: '12,480 contacts imported, 312 updated, 57 skipped as invalid numbers.',
      link: '/audience/Uploads',
      data: { imported: 12480, updated: 312, invalid: 57 },
    },
    {
      age: 9,
      read: true,
      teamId: team,
      type: 'audience.import_failed',
      title: 'leads-march.xlsx could not be imported',
      body: 'The file has no column that holds phone numbers. Map a phone column and import again.',
      link: '/audience/Uploads',
    },
    {
      age: 7,
      read: true,
      teamId: team,
      type: 'routing.rates_changed',
      title: 'New rates from Nordic Wholesale SMS',
      body: '84 rate changes: 61 decreases, 19 increases, 4 closed networks. Effective in 7 days.',
      link: '/hub/routing/vendor/rates/Changes',
    },
    {
      age: 5,
      read: false,
      teamId: team,
      type: 'campaign.finished',
      title: 'Spring sale SMS has finished',
      body: '48,210 of 50,000 messages delivered (96.4%), 3,905 clicks, 212 replies.',
      link: '/campaigns',
      data: { delivered: 48210, queued: 50000, clicked: 3905, replied: 212 },
    },
    {
      age: 4,
      read: false,
      teamId: team,
      type: 'campaign.failed',
      title: 'Appointment reminders (voice) stopped',
      body: 'The caller number +44 20 7183 8750 was rejected by the carrier after 140 calls.',
      link: '/agents/campaigns',
    },
    {
      age: 2,
      read: false,
      teamId: team,
      type: 'billing.low_balance',
      title: 'Balance below €50',
      body: 'Acme Outreach has €42.17 left, about one day of sending. Top up to keep campaigns running.',
      link: '/hub/financials/top-up',
      data: { balance: '42.17', currency: 'EUR' },
    },
    {
      age: 1,
      read: false,
      type: 'system.announcement',
      title: 'Voice agents can now transfer calls',
      body: 'Give an agent a transfer number and it hands the caller over to a person on request.',
      link: '/agents/agents',
    },
    {
      age: 0.1,
      read: false,
      teamId: team,
      type: 'campaign.finished',
      title: 'Weekly loyalty SMS has finished',
      body: '9,874 of 10,000 messages delivered (98.7%), 1,122 clicks.',
      link: '/campaigns',
      data: { delivered: 9874, queued: 10000, clicked: 1122 },
    },
  ]
}

/** The owner's notifications: read ones from last week, unread ones from the last days. */
export const demoNotificationsStep: SeedStep = {
  name: 'notifications',
  async run(context) {
    await context.db.insert(notifications).values(
      demoNotifications(context).map(({ age, read, ...notification }) => ({
        userId: context.owner.id,
        teamId: notification.teamId ?? null,
        type: notification.type,
        title: notification.title,
        body: notification.body ?? '',
        link: notification.link ?? null,
        data: notification.data ?? null,
        createdAt: daysAgo(context, age),
        readAt: read ? daysAgo(context, age - 0.05) : null,
      })),
    )
  },
}
