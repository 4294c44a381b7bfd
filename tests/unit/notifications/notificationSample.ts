import type { NotificationResource } from '../../../src/contract/notifications'

/** A notification of the list contract, unread unless told otherwise. */
export const notificationOf = (
  overrides: Partial<NotificationResource> = {},
): NotificationResource => ({
  id: 'n-1',
  type: 'campaign.finished',
  level: 'info',
  title: 'Spring sale finished',
  body: '1,200 messages were sent.',
  link: '/campaigns/c-1',
  data: null,
  team_id: 't-1',
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
})

export const pageOf = (rows: NotificationResource[]) => ({
  ok: true as const,
  data: { data: rows, meta: { total: rows.length, page: 1, per_page: 10, last_page: 1 } },
})

export const unread = (count: number) => ({
  ok: true as const,
  data: { has_unread: count > 0, unread_count: count },
})
