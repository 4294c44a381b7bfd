import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Subject } from 'rxjs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DomainEventData } from '../../../src/contract/events'
import { type SmsCampaignList, zeroStats } from '../../../src/contract/sms-campaign'
import { HttpError } from '../../../src/services/http/errors'
import { CampaignTable } from '../../../src/views/campaigns/list/CampaignTable'
import { CreateCampaignDialog } from '../../../src/views/campaigns/list/CreateCampaignDialog'
import {
  isFiltered,
  validateCampaignsSearch,
} from '../../../src/views/campaigns/list/campaignsSearch'
import { renderInRouter } from '../audience/renderScreen'
import { campaignOf } from './campaignSample'

const streams = vi.hoisted(() => ({
  lifecycle: null as unknown as Subject<unknown>,
  stats: null as unknown as Subject<unknown>,
}))
const api = vi.hoisted(() => ({ create: vi.fn(), list: vi.fn(), show: vi.fn(), logs: vi.fn() }))
vi.mock('../../../src/views/campaigns/detail/campaignsApi', () => ({
  smsCampaignsApi: api,
  campaignLifecycleEvents: () => streams.lifecycle,
}))
vi.mock('../../../src/views/campaigns/detail/campaignStreams', () => ({
  campaignStatsEvents: () => streams.stats,
}))

beforeEach(() => {
  streams.lifecycle = new Subject()
  streams.stats = new Subject()
  for (const call of Object.values(api)) call.mockReset()
})

const listOf = (...data: SmsCampaignList['data']): SmsCampaignList => ({
  data,
  meta: { total: data.length, page: 1, per_page: 10, last_page: 1 },
})

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('the campaigns table', () => {
  it('shows each campaign with its status, counters and a link to its page', async () => {
    const sending = campaignOf({
      id: 'c-2',
      name: 'Autumn sale',
      status: 'sending',
      lifecycle: { delivery: 'sending', recurrence: 'none', feed: 'none' },
      stats: { ...zeroStats, queued: 1200, sent: 900, delivered: 600, failed: 200 },
    })
    await renderInRouter(() => (
      <CampaignTable result={{ ok: true, data: listOf(campaignOf(), sending) }} empty="None" />
    ))
    expect(screen.getByRole('link', { name: 'Autumn sale' }).getAttribute('href')).toBe(
      '/campaigns/c-2',
    )
    expect(cellsOf('Autumn sale').slice(0, 5)).toEqual(['Sending', '1,200', '900', '600', '200'])
    expect(screen.getByRole('img', { name: '75% delivered, 25% failed' })).toBeTruthy()
    expect(cellsOf('Spring rates').slice(0, 5)).toEqual(['Draft', '0', '0', '0', '0'])
    expect(screen.getByRole('img', { name: 'No delivery reports yet' })).toBeTruthy()
  })

  it('follows the lifecycle and the counters the server pushes', async () => {
    const draft = campaignOf()
    await renderInRouter(() => (
      <CampaignTable result={{ ok: true, data: listOf(draft) }} empty="None" />
    ))
    act(() => {
      streams.lifecycle.next({
        seq: 4,
        event: 'engine.started',
        campaign: {
          ...draft,
          status: 'sending',
          lifecycle: { ...draft.lifecycle, delivery: 'sending' },
          updated_at: '2026-11-23T10:00:00.000Z',
        },
      } satisfies DomainEventData<'campaign.lifecycle'>)
    })
    await waitFor(() => expect(cellsOf('Spring rates')[0]).toBe('Sending'))
    act(() => {
      streams.stats.next({
        campaign_id: draft.id,
        run: 1,
        stats: { ...zeroStats, queued: 50, sent: 20, delivered: 5 },
      } satisfies DomainEventData<'campaign.stats'>)
    })
    await waitFor(() =>
      expect(cellsOf('Spring rates').slice(0, 5)).toEqual(['Sending', '50', '20', '5', '0']),
    )
  })

  it('says what to do when there is nothing, and offers a retry when loading failed', async () => {
    const { unmount } = await renderInRouter(() => (
      <CampaignTable result={{ ok: true, data: listOf() }} empty="No campaigns yet." />
    ))
    expect(screen.getByText('No campaigns yet.')).toBeTruthy()
    unmount()
    await renderInRouter(() => (
      <CampaignTable
        result={{
          ok: false,
          status: 0,
          error: new HttpError(0, '/sms/campaigns', null, 'Failed to fetch'),
          aborted: false,
        }}
        empty="None"
      />
    ))
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('a new campaign', () => {
  const open = () => renderInRouter(() => <CreateCampaignDialog isOpen onOpenChange={() => {}} />)

  it('shows a refused name at the field and keeps what was typed', async () => {
    api.create.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: {
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
      },
    })
    await open()
    const dialog = screen.getByRole('dialog', { name: 'New campaign' })
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    await userEvent.type(name, '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }))
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getAllByText('The name field is required.').length).toBeGreaterThan(0)
    expect((name as HTMLInputElement).value).toBe('   ')
    expect(api.create).toHaveBeenCalledWith({ name: '   ' }, expect.any(AbortSignal))
  })

  it('creates the draft and opens its page', async () => {
    api.create.mockResolvedValueOnce({ ok: true, data: campaignOf({ id: 'c-77' }) })
    const { router } = await open()
    const dialog = screen.getByRole('dialog', { name: 'New campaign' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Winter')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/c-77'))
    expect(api.create).toHaveBeenCalledWith({ name: 'Winter' }, expect.any(AbortSignal))
  })
})

describe('the campaigns URL', () => {
  it('keeps a known status, a search and another order, and drops the rest', () => {
    expect(
      validateCampaignsSearch({ page: '2', status: 'paused', q: ' spring ', sort: 'name' }),
    ).toEqual({ page: 2, status: 'paused', q: 'spring', sort: 'name' })
    expect(
      validateCampaignsSearch({ page: '0', status: 'lost', q: ' ', sort: '-created_at' }),
    ).toEqual({})
    expect(validateCampaignsSearch({ sort: 'password' })).toEqual({})
    expect(isFiltered({ page: 3, sort: 'name' })).toBe(false)
    expect(isFiltered({ status: 'draft' })).toBe(true)
    expect(isFiltered({ q: 'x' })).toBe(true)
  })
})
