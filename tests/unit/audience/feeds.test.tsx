import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  FeedList as FeedListData,
  FeedLogList,
  FeedResource,
} from '../../../src/contract/feed'
import { postingExample } from '../../../src/machines/feedKey'
import { FeedForm } from '../../../src/views/audience/feeds/FeedForm'
import { FeedList } from '../../../src/views/audience/feeds/FeedList'
import { FeedLogTable } from '../../../src/views/audience/feeds/FeedLogTable'
import { FeedPostingPanel } from '../../../src/views/audience/feeds/FeedPostingPanel'
import { loadFeeds } from '../../../src/views/audience/feeds/feedsLoader'
import { renderInRouter } from './renderScreen'

const api = vi.hoisted(() => ({
  list: vi.fn(),
  show: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  key: vi.fn(),
  rotateKey: vi.fn(),
  logs: vi.fn(),
}))
vi.mock('../../../src/views/audience/feeds/feedApis', () => ({
  feedsApi: api,
  loadCountries: vi.fn(async () => ({ ok: true, data: { data: [] } })),
}))

const webForm: FeedResource = {
  id: 'feed-1',
  name: 'Web form',
  description: null,
  status: 'active',
  tags: ['web'],
  default_country: 'GB',
  contact_status: 'active',
  posting_path: '/api/proxy/api/v1/feeds/feed-1/inbound',
  key_hint: '…abcd',
  last_received_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}
const meta = { total: 1, page: 1, per_page: 10, last_page: 1 }
const countries = [
  { code: 'GB', name: 'United Kingdom', dial_code: '44' },
  { code: 'US', name: 'United States', dial_code: '1' },
]
const postingUrl = 'http://localhost:3000/api/proxy/api/v1/feeds/feed-1/inbound'
const writeText = vi.fn(async (_text: string) => {})

describe('the feeds screen', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  })
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('creates a feed from the form, tags read from a comma list', async () => {
    api.create.mockResolvedValue({ ok: true, data: { ...webForm, name: 'Landing page' } })
    const { notifier } = await renderInRouter(() => <FeedForm feed={null} countries={countries} />)
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Landing page')
    await userEvent.type(screen.getByRole('textbox', { name: /^Tags/ }), 'web, spring ,')
    await userEvent.click(screen.getByRole('button', { name: 'Create feed' }))
    await waitFor(() => expect(api.create).toHaveBeenCalled())
    expect(api.create).toHaveBeenCalledWith(
      {
        name: 'Landing page',
        description: null,
        status: 'active',
        tags: ['web', 'spring'],
        default_country: null,
        contact_status: 'active',
      },
      expect.any(AbortSignal),
    )
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        message: 'Landing page is created: post batches to it.',
      }),
    )
  }, 30_000)

  it('shows a refused tag at the tags field and keeps what was typed when editing', async () => {
    api.update.mockResolvedValue({
      ok: false,
      status: 422,
      validation: {
        message: 'The tags.1 field must be at most 50 characters.',
        errors: { 'tags.1': ['The tags.1 field must be at most 50 characters.'] },
      },
    })
    await renderInRouter(() => <FeedForm feed={webForm} countries={countries} />)
    expect(screen.getByRole('heading', { name: 'Edit Web form' })).toBeTruthy()
    const tags = screen.getByRole('textbox', { name: /^Tags/ })
    expect(tags).toHaveProperty('value', 'web')
    await userEvent.type(tags, `, ${'x'.repeat(60)}`)
    await userEvent.click(screen.getByRole('button', { name: 'Save feed' }))
    await screen.findByText('The tags.1 field must be at most 50 characters.')
    expect(tags.getAttribute('aria-invalid')).toBe('true')
    expect(tags).toHaveProperty('value', `web, ${'x'.repeat(60)}`)
    expect(api.update).toHaveBeenCalledWith(
      'feed-1',
      expect.objectContaining({ name: 'Web form', default_country: 'GB' }),
      expect.any(AbortSignal),
    )
  }, 30_000)

  it('lists feeds, says so when there are none, and offers a retry when the list failed', async () => {
    const list: FeedListData = { data: [webForm], meta }
    const { unmount } = await renderInRouter(() => (
      <FeedList result={{ ok: true, data: list }} canWrite />
    ))
    const row = screen.getByRole('row', { name: /Web form/ })
    expect(row.textContent).toContain('…abcd')
    expect(row.textContent).toContain('Never')
    expect(within(row).getByRole('button', { name: 'Posting details of Web form' })).toBeTruthy()
    unmount()

    const empty = await renderInRouter(() => (
      <FeedList result={{ ok: true, data: { data: [], meta } }} canWrite={false} />
    ))
    expect(screen.getByText(/No feeds yet\. An editor can create one/)).toBeTruthy()
    empty.unmount()

    await renderInRouter(() => (
      <FeedList
        result={{
          ok: false,
          status: 503,
          error: Object.assign(new Error('Service unavailable'), { status: 503 }) as never,
          aborted: false,
        }}
        canWrite
      />
    ))
    expect(screen.getByRole('alert').textContent).toContain('The feeds could not be loaded')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  }, 30_000)

  it('deletes a feed only once confirmed', async () => {
    api.remove.mockResolvedValue({ ok: true, data: { message: 'Deleted.' } })
    await renderInRouter(() => (
      <FeedList result={{ ok: true, data: { data: [webForm], meta } }} canWrite />
    ))
    await userEvent.click(screen.getByRole('button', { name: 'Delete Web form' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Web form?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.remove).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Delete Web form' }))
    const again = await screen.findByRole('alertdialog', { name: 'Delete Web form?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Delete feed' }))
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('feed-1', expect.any(AbortSignal)))
  }, 30_000)

  it('shows the posting URL, key and example, copies them, and rotates the key once confirmed', async () => {
    api.key.mockResolvedValue({ ok: true, data: { posting_url: postingUrl, key: 'feed_first' } })
    api.rotateKey.mockResolvedValue({
      ok: true,
      data: { posting_url: postingUrl, key: 'feed_second' },
    })
    await renderInRouter(() => <FeedPostingPanel feed={webForm} />)
    const key = await screen.findByRole('textbox', { name: /^Key/ })
    expect(key).toHaveProperty('value', 'feed_first')
    expect(screen.getByRole('textbox', { name: 'Posting URL' })).toHaveProperty('value', postingUrl)
    expect(document.querySelector('pre')?.textContent).toBe(
      postingExample(postingUrl, 'feed_first'),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }))
    await screen.findByText('The key is copied to the clipboard.')
    expect(writeText).toHaveBeenLastCalledWith('feed_first')
    await userEvent.click(screen.getByRole('button', { name: 'Copy example' }))
    await screen.findByText('The example is copied to the clipboard.')

    await userEvent.click(screen.getByRole('button', { name: 'Rotate key' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Rotate the key of Web form?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }))
    await waitFor(() => expect(key).toHaveProperty('value', 'feed_second'))
    expect(api.rotateKey).toHaveBeenCalledWith('feed-1', expect.any(AbortSignal))
  }, 30_000)

  it('says why the key could not be read and reads it again on request', async () => {
    api.key
      .mockResolvedValueOnce({
        ok: false,
        status: 503,
        error: Object.assign(new Error('Service unavailable'), { status: 503 }),
        aborted: false,
      })
      .mockResolvedValueOnce({ ok: true, data: { posting_url: postingUrl, key: 'feed_first' } })
    await renderInRouter(() => <FeedPostingPanel feed={webForm} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Service unavailable')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('textbox', { name: /^Key/ })).toHaveProperty(
      'value',
      'feed_first',
    )
  }, 30_000)
})

describe('the feed logs table', () => {
  const logs: FeedLogList = {
    data: [
      {
        id: 'log-1',
        feed_id: 'feed-1',
        feed_name: 'Web form',
        outcome: 'partial',
        rows: 3,
        accepted: 1,
        rejected: 2,
        created: 1,
        updated: 0,
        message: null,
        reasons: [
          { index: 1, phone: '12', reasons: ['The phone is not a valid phone number.'] },
          { index: 2, phone: null, reasons: ['The phone field is required.'] },
        ],
        received_at: '2026-11-23T10:00:00.000Z',
      },
      {
        id: 'log-2',
        feed_id: 'feed-1',
        feed_name: 'Web form',
        outcome: 'rejected',
        rows: 4,
        accepted: 0,
        rejected: 4,
        created: 0,
        updated: 0,
        message: 'The feed is paused: it takes no contacts until it is active again.',
        reasons: [],
        received_at: '2026-11-22T10:00:00.000Z',
      },
    ],
    meta: { total: 2, page: 1, per_page: 10, last_page: 1 },
  }

  it('shows each batch with accepted, rejected and the reasons', async () => {
    await renderInRouter(() => <FeedLogTable result={{ ok: true, data: logs }} filtered={false} />)
    const [, partial, rejected] = screen.getAllByRole('row')
    expect(partial?.textContent).toContain('Partly accepted')
    expect(partial?.textContent).toContain('Row 2 (12): The phone is not a valid phone number.')
    expect(partial?.textContent).toContain('Row 3: The phone field is required.')
    expect(rejected?.textContent).toContain('The feed is paused')
  })

  it('counts the rows it does not list in the singular and the plural (issue 14: "1 rows")', async () => {
    const [partial] = logs.data
    if (!partial) throw new Error('the partial batch')
    const unlisted = (rejected: number) => ({ ...partial, id: `log-${rejected}`, rejected })
    const list = { ...logs, data: [unlisted(3), unlisted(5)] }
    await renderInRouter(() => <FeedLogTable result={{ ok: true, data: list }} filtered={false} />)
    const [, one, three] = screen.getAllByRole('row')
    expect(one?.textContent).toContain('…and 1 more row.')
    expect(three?.textContent).toContain('…and 3 more rows.')
  })

  it('tells an empty log from a filter that matches nothing', async () => {
    const empty = { data: [], meta: { total: 0, page: 1, per_page: 10, last_page: 1 } }
    const first = await renderInRouter(() => (
      <FeedLogTable result={{ ok: true, data: empty }} filtered={false} />
    ))
    expect(screen.getByText(/No batches received yet/)).toBeTruthy()
    first.unmount()
    await renderInRouter(() => <FeedLogTable result={{ ok: true, data: empty }} filtered />)
    expect(screen.getByText('No batch matches these filters.')).toBeTruthy()
  })
})

describe('the feeds page’s loader', () => {
  it('opens a feed named in the URL from the page, or reads it when it is on another page', async () => {
    const other = { ...webForm, id: 'feed-2', name: 'Partner API' }
    api.list.mockResolvedValue({ ok: true, data: { data: [webForm], meta } })
    api.show.mockResolvedValue({ ok: true, data: other })
    const signal = new AbortController().signal
    const loaded = await loadFeeds({ page: 1, edit: 'feed-1', feed: 'feed-2' }, signal)
    expect(loaded.editing).toBe(webForm)
    expect(loaded.posting).toEqual(other)
    expect(api.show).toHaveBeenCalledTimes(1)
    expect(api.show).toHaveBeenCalledWith('feed-2', signal)
    expect(api.list).toHaveBeenCalledWith({ page: 1, sort: 'name' }, signal)
    const plain = await loadFeeds({}, signal)
    expect([plain.editing, plain.posting]).toEqual([null, null])
  })
})
