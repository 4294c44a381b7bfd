import { screen, waitFor, within } from '@testing-library/react'
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

  it('filters by type (with its count) and by read state in chips, from the first page', async () => {
    const user = userEvent.setup()
    const { onSearch } = await renderList({ search: { status: 'unread', page: 3 } })
    // jsdom gives <search> no role yet; browsers do.
    const bar = document.querySelector<HTMLElement>(
      'search[aria-label="Filter the notifications"]',
    ) as HTMLElement
    // The read state in force names its chip; the type is off.
    expect(within(bar).getByRole('button', { name: 'Show: Unread only' })).toBeTruthy()
    await user.click(within(bar).getByRole('button', { name: 'Type' }))
    const popover = await screen.findByRole('dialog', { name: 'Type' })
    const select = within(popover).getByRole('button', { name: /Type$/ })
    await user.click(select)
    await user.click(await screen.findByRole('option', { name: 'Import failed (1)' }))
    expect(onSearch).toHaveBeenLastCalledWith({ type: 'audience.import_failed', status: 'unread' })
    // The choice closes the list; the chip's popover stays until Escape, with the focus in it
    // (on the select, or on the dialog itself when jsdom on a busy machine runs the popover's
    // focus containment before the list's restore: once in a full run at load 10).
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // By keyboard: Enter opens the chip's popover, Escape gives focus back to the chip.
    const show = within(bar).getByRole('button', { name: 'Show: Unread only' })
    show.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Show' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(show))

    await user.click(within(bar).getByRole('button', { name: 'Clear Show' }))
    expect(onSearch).toHaveBeenLastCalledWith({ type: undefined, status: undefined })
  })

  it('names the type in force on its chip and clears every filter at once', async () => {
    const user = userEvent.setup()
    const { onSearch } = await renderList({ search: { type: 'campaign.finished', status: 'read' } })
    const bar = document.querySelector<HTMLElement>(
      'search[aria-label="Filter the notifications"]',
    ) as HTMLElement
    expect(within(bar).getByRole('button', { name: 'Type: Campaign finished' })).toBeTruthy()
    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }))
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
