import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../src/services/http/errors'
import {
  NotificationList,
  type NotificationListProps,
} from '../../../src/views/notifications/NotificationList'
import { renderInRouter } from '../audience/renderScreen'
import { notificationOf, pageOf } from './notificationSample'

const api = vi.hoisted(() => ({ read: vi.fn(), unread: vi.fn(), readAll: vi.fn() }))
vi.mock('../../../src/views/notifications/notificationsApi', () => ({ notificationsApi: api }))

const types = {
  ok: true as const,
  data: {
    data: [
      {
        type: 'campaign.finished' as const,
        label: 'x',
        level: 'info' as const,
        total: 2,
        unread: 1,
      },
      {
        type: 'audience.import_failed' as const,
        label: 'x',
        level: 'danger' as const,
        total: 1,
        unread: 0,
      },
    ],
  },
}

async function renderList(props: Partial<NotificationListProps> = {}) {
  const onSearch = vi.fn()
  const onChanged = vi.fn()
  const all: NotificationListProps = {
    list: pageOf([
      notificationOf(),
      notificationOf({
        id: 'n-2',
        title: 'Import done',
        read_at: '2026-11-23T11:00:00Z',
        link: null,
      }),
    ]),
    types,
    search: {},
    onSearch,
    onChanged,
    ...props,
  }
  return { ...(await renderInRouter(() => <NotificationList {...all} />)), onSearch, onChanged }
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset()
})

// React Aria's selects and popovers take seconds in jsdom on a busy machine.
describe('the notifications list', { timeout: 20_000 }, () => {
  it('lists each with its type, read state and a link to what it is about', async () => {
    await renderList()
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]?.textContent).toContain('Campaign finished')
    expect(items[0]?.textContent).toContain('Unread')
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Open: Spring sale finished' })
        .getAttribute('href'),
    ).toBe('/campaigns/c-1')
    expect(items[1]?.textContent).not.toContain('Unread')
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull()
  })

  it('marks one read, another unread, then loads the page again', async () => {
    api.read.mockResolvedValue({ ok: true, data: notificationOf() })
    api.unread.mockResolvedValue({ ok: true, data: notificationOf() })
    const { onChanged } = await renderList()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark read: Spring sale finished' }),
    )
    expect(api.read).toHaveBeenCalledWith('n-1')
    await userEvent.click(screen.getByRole('button', { name: 'Mark unread: Import done' }))
    expect(api.unread).toHaveBeenCalledWith('n-2')
    expect(onChanged).toHaveBeenCalledTimes(2)
  })

  it('filters by type (with its count) and by read state, from the first page', async () => {
    const { onSearch } = await renderList({ search: { status: 'unread', page: 3 } })
    await userEvent.click(await screen.findByRole('button', { name: /Type$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Import failed (1)' }))
    expect(onSearch).toHaveBeenLastCalledWith({ type: 'audience.import_failed', status: 'unread' })
    await userEvent.click(screen.getByRole('button', { name: /Show$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Read and unread' }))
    expect(onSearch).toHaveBeenLastCalledWith({ type: undefined, status: undefined })
  })

  it('reads them all and says how many', async () => {
    api.readAll.mockResolvedValue({ ok: true, data: { message: 'ok', updated: 1 } })
    const { notifier, onChanged } = await renderList()
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }))
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: '1 notification is marked read.',
    })
    expect(onChanged).toHaveBeenCalled()
  })

  it('says when nothing matches these filters', async () => {
    await renderList({ list: pageOf([]) })
    expect(await screen.findByText('No notification matches these filters.')).toBeTruthy()
  })

  it('tells a refused mark in a toast with the server’s reason', async () => {
    api.read.mockResolvedValue({
      ok: false,
      status: 500,
      message: 'Server trouble.',
      error: new HttpError(500, '/n', null, 'Server trouble.'),
      aborted: false,
    })
    const { notifier } = await renderList()
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark read: Spring sale finished' }),
    )
    expect(notify).toHaveBeenCalledWith({
      type: 'danger',
      message: expect.stringMatching(/^The notification could not be changed: /),
    })
  })
})
