import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Subject } from 'rxjs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../src/contract/constants'
import { NotificationsBell } from '../../../src/views/notifications/NotificationsBell'
import type { NotificationChange } from '../../../src/views/notifications/notificationsApi'
import { renderInRouter } from '../audience/renderScreen'
import { notificationOf, pageOf, unread } from './notificationSample'

const stream = vi.hoisted(() => ({ changes: null as unknown as Subject<unknown>, ready: vi.fn() }))
const api = vi.hoisted(() => ({ hasUnread: vi.fn(), list: vi.fn(), read: vi.fn() }))
vi.mock('../../../src/views/notifications/notificationsApi', () => ({
  notificationsApi: api,
  notificationChanges: (onReady?: () => void) => {
    stream.ready = vi.fn(onReady)
    return stream.changes
  },
}))

const bell = () => screen.getByRole('button', { name: /^Notifications/ })
const raise = (change: NotificationChange) => act(() => stream.changes.next(change))

beforeEach(() => {
  stream.changes = new Subject()
  for (const call of Object.values(api)) call.mockReset()
  api.hasUnread.mockResolvedValue(unread(2))
  api.list.mockResolvedValue(pageOf([notificationOf()]))
})

// React Aria's popover takes seconds in jsdom on a busy machine.
describe('the notifications bell', { timeout: 20_000 }, () => {
  it('shows the unread count, then counts again as the event stream says', async () => {
    await renderInRouter(NotificationsBell)
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'))
    expect(bell().textContent).toBe('2')

    api.hasUnread.mockResolvedValue(unread(3))
    raise({ name: 'notification.created', data: notificationOf({ id: 'n-2' }) })
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'))

    api.hasUnread.mockResolvedValue(unread(0))
    raise({ name: 'notifications.read_all', data: { team_id: null, read_at: '', updated: 3 } })
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'))
    expect(bell().textContent).toBe('')
  })

  it('counts again when its stream opens, so nothing raised meanwhile is missed', async () => {
    await renderInRouter(NotificationsBell)
    await waitFor(() => expect(api.hasUnread).toHaveBeenCalledTimes(1))
    api.hasUnread.mockResolvedValue(unread(5))
    act(() => stream.ready())
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 5 unread'))
  })

  it('says 99+ past the badge cap', async () => {
    api.hasUnread.mockResolvedValue(unread(150))
    await renderInRouter(NotificationsBell)
    await waitFor(() => expect(bell().textContent).toBe('99+'))
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 150 unread')
  })

  it('toasts a new notification for the notification time, at its level', async () => {
    const { notifier } = await renderInRouter(NotificationsBell)
    const notify = vi.spyOn(notifier, 'notify')
    raise({
      name: 'notification.created',
      data: notificationOf({ level: 'danger', title: 'Import failed', body: 'Row 3 is empty.' }),
    })
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'danger',
        title: 'Import failed',
        message: 'Row 3 is empty.',
        timeoutMs: toast.notificationTimeoutMs,
        action: expect.objectContaining({ label: 'Open' }),
      }),
    )
    expect(toast.notificationTimeoutMs).toBe(5000)
    raise({ name: 'notification.updated', data: notificationOf() })
    expect(notify).toHaveBeenCalledTimes(1)
  })

  it('opens the newest few in a popover, each marked read there', async () => {
    api.list.mockResolvedValue(
      pageOf([
        notificationOf(),
        notificationOf({
          id: 'n-2',
          title: 'Welcome',
          link: null,
          read_at: '2026-11-23T11:00:00Z',
        }),
      ]),
    )
    api.read.mockResolvedValue({
      ok: true,
      data: notificationOf({ read_at: '2026-11-24T00:00:00Z' }),
    })
    await renderInRouter(NotificationsBell)
    // The page behind an open popover is hidden from the accessibility tree: keep the button.
    const button = bell()
    await userEvent.click(button)
    const popover = await screen.findByRole('dialog', { name: 'Latest notifications' })
    expect(api.list).toHaveBeenCalledWith({ per_page: 5 }, expect.any(AbortSignal))
    const items = await within(popover).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Spring sale finished'),
      expect.stringContaining('Welcome'),
    ])
    expect(within(popover).getByRole('link', { name: 'Open: Spring sale finished' })).toBeTruthy()
    expect(within(popover).queryByRole('button', { name: 'Mark read: Welcome' })).toBeNull()
    expect(within(popover).getByRole('link', { name: 'See all notifications' })).toBeTruthy()

    api.hasUnread.mockResolvedValue(unread(1))
    await userEvent.click(
      within(popover).getByRole('button', { name: 'Mark read: Spring sale finished' }),
    )
    expect(api.read).toHaveBeenCalledWith('n-1')
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Notifications, 1 unread'))
    expect(api.list).toHaveBeenCalledTimes(2)
  })

  it('draws the bell from the icon endpoint, hidden from assistive technology, the button keeping its name', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(String(input))
      return Response.json({
        prefix: 'lucide',
        width: 24,
        height: 24,
        icons: { bell: { body: '<path d="M6 8a6 6 0 0 1 12 0"/>' } },
      })
    })
    try {
      await renderInRouter(NotificationsBell)
      await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'))
      const icon = bell().querySelector('[aria-hidden="true"]:not(:has(*))')
      await waitFor(() => expect(icon?.getAttribute('style')).toContain('data:image/svg+xml'))
      expect(asked).toContain('/api/_nuxt_icon/lucide.json?icons=bell')
      expect(icon?.textContent).toBe('')
      expect(bell().querySelector('svg')).toBeNull()
      expect(bell().textContent).toBe('2')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
