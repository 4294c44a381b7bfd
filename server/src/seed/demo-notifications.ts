import { notifications } from '../db/schema'
import type { NotificationInput } from '../domain/notifications/raise'
import { storeWords } from '../http/stored-words'
import { asWritten, said } from '../http/words'
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
      title: said('notification.emailVerified.title'),
      body: said('notification.emailVerified.body', { email: context.owner.email }),
      link: '/',
    },
    {
      age: 12,
      read: true,
      teamId: team,
      type: 'team.invitation_accepted',
      title: said('notification.memberJoined.title', {
        name: admin?.name ?? '',
        team: 'Acme Outreach',
      }),
      body: said('notification.memberJoined.body', { email: admin?.email ?? '', role: 'admin' }),
      link: '/my-account/team-settings/members',
      data: { email: admin?.email ?? null, role: 'admin' },
    },
    {
      age: 11.5,
      read: true,
      teamId: team,
      type: 'team.invitation_accepted',
      title: said('notification.memberJoined.title', {
        name: editor?.name ?? '',
        team: 'Acme Outreach',
      }),
      body: said('notification.memberJoined.body', { email: editor?.email ?? '', role: 'editor' }),
      link: '/my-account/team-settings/members',
      data: { email: editor?.email ?? null, role: 'editor' },
    },
    {
      age: 10,
      read: true,
      teamId: team,
      type: 'audience.import_finished',
      title: said('notification.importDone.title', { filename: 'spring-customers.csv' }),
      body: said('notification.importDone.body', {
        imported: 12480,
        updated: 312,
        skipped: 0,
        invalid: 57,
      }),
      link: '/audience/Uploads',
      data: { imported: 12480, updated: 312, invalid: 57 },
    },
    {
      age: 9,
      read: true,
      teamId: team,
      type: 'audience.import_failed',
      title: asWritten('leads-march.xlsx could not be imported'),
      body: asWritten(
        'The file has no column that holds phone numbers. Map a phone column and import again.',
      ),
      link: '/audience/Uploads',
    },
    {
      age: 7,
      read: true,
      teamId: team,
      type: 'routing.rates_changed',
      title: asWritten('New rates from Nordic Wholesale SMS'),
      body: asWritten(
        '84 rate changes: 61 decreases, 19 increases, 4 closed networks. Effective in 7 days.',
      ),
      link: '/hub/routing/vendor/rates/Changes',
    },
    {
      age: 5,
      read: false,
      teamId: team,
      type: 'campaign.finished',
      title: asWritten('Spring sale SMS has finished'),
      body: asWritten('48,210 of 50,000 messages delivered (96.4%), 3,905 clicks, 212 replies.'),
      link: '/campaigns',
      data: { delivered: 48210, queued: 50000, clicked: 3905, replied: 212 },
    },
    {
      age: 4,
      read: false,
      teamId: team,
      type: 'campaign.failed',
      title: asWritten('Appointment reminders (voice) stopped'),
      body: asWritten(
        'The caller number +44 20 7183 8750 was rejected by the carrier after 140 calls.',
      ),
      link: '/agents/campaigns',
    },
    {
      age: 2,
      read: false,
      teamId: team,
      type: 'billing.low_balance',
      title: asWritten('Balance below €50'),
      body: asWritten(
        'Acme Outreach has €42.17 left, about one day of sending. Top up to keep campaigns running.',
      ),
      link: '/hub/financials/top-up',
      data: { balance: '42.17', currency: 'EUR' },
    },
    {
      age: 1,
      read: false,
      type: 'system.announcement',
      title: asWritten('Voice agents can now transfer calls'),
      body: asWritten(
        'Give an agent a transfer number and it hands the caller over to a person on request.',
      ),
      link: '/agents/agents',
    },
    {
      age: 0.1,
      read: false,
      teamId: team,
      type: 'campaign.finished',
      title: asWritten('Weekly loyalty SMS has finished'),
      body: asWritten('9,874 of 10,000 messages delivered (98.7%), 1,122 clicks.'),
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
        title: notification.title('en'),
        body: notification.body?.('en') ?? '',
        words: {
          title: storeWords(notification.title),
          body: storeWords(notification.body ?? asWritten('')),
        },
        link: notification.link ?? null,
        data: notification.data ?? null,
        createdAt: daysAgo(context, age),
        readAt: read ? daysAgo(context, age - 0.05) : null,
      })),
    )
  },
}
