import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Subject } from 'rxjs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CampaignMessageResource } from '../../../src/contract/campaign-message-list'
import { type CampaignLogEntry, zeroStats } from '../../../src/contract/sms-campaign'
import messages from '../../../src/messages/campaigns/catalogue'
import { translator } from '../../../src/messages/translate'
import { HttpError } from '../../../src/services/http/errors'
import { DeliveryPanel } from '../../../src/views/campaigns/detail/DeliveryPanel'
import {
  logActorText as actorText,
  logEntryText as entryText,
} from '../../../src/views/campaigns/detail/logWords'
import { renderInRouter } from '../audience/renderScreen'
import { campaignOf } from './campaignSample'

const streams = vi.hoisted(() => ({ stats: null as unknown as Subject<unknown> }))
const api = vi.hoisted(() => ({ logs: vi.fn(), messages: vi.fn() }))
vi.mock('../../../src/views/campaigns/detail/campaignsApi', () => ({
  smsCampaignsApi: { logs: api.logs },
}))
vi.mock('../../../src/views/campaigns/detail/campaignMessagesApi', () => ({
  campaignMessagesApi: { list: api.messages },
}))
vi.mock('../../../src/views/campaigns/detail/campaignStreams', () => ({
  campaignStatsEvents: () => streams.stats,
}))

const meta = (total: number) => ({ total, page: 1, per_page: 10, last_page: 1 })
const message: CampaignMessageResource = {
  id: 'm-1',
  run: 1,
  contact_id: 'contact-1',
  phone: '+447700900123',
  country: 'GB',
  network: null,
  sender_id: 'Switchbd',
  text_id: 'text-1',
  body: 'Hello Ada, our spring rates are live.',
  parts: 2,
  route_id: null,
  status: 'failed',
  carrier_message_id: 'sim-1',
  attempts: 1,
  error: 'Unknown subscriber',
  cost: '0.0100',
  price: null,
  not_before: '2026-11-23T10:00:00.000Z',
  queued_at: '2026-11-23T10:00:00.000Z',
  submitted_at: '2026-11-23T10:00:01.000Z',
  delivered_at: null,
  failed_at: '2026-11-23T10:00:02.000Z',
  cancelled_at: null,
  clicked_at: null,
  replied_at: null,
}
const sendEntry: CampaignLogEntry = {
  seq: 2,
  type: 'campaign.send',
  event: { type: 'campaign.send', later: false },
  actor: { id: 'u-1', name: 'Ada Lovelace' },
  created_at: '2026-11-23T10:00:00.000Z',
}

beforeEach(() => {
  streams.stats = new Subject()
  api.logs.mockReset()
  api.messages.mockReset()
  api.messages.mockResolvedValue({ ok: true, data: { data: [message], meta: meta(1) } })
  api.logs.mockResolvedValue({ ok: true, data: { data: [sendEntry], meta: meta(1) } })
})

const figure = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent

describe('the delivery panel', () => {
  it('shows the totals, the progress and the funnel, then what the engine pushes', async () => {
    const campaign = campaignOf({
      status: 'sending',
      stats: { ...zeroStats, queued: 10, sent: 2, cost: '0.1' },
    })
    await renderInRouter(() => <DeliveryPanel campaign={campaign} />)
    expect(figure('Queued')).toBe('10')
    expect(figure('Sent')).toBe('2')
    expect(figure('Cost')).toBe('€0.10')
    const progress = screen.getByRole('progressbar', { name: 'Progress' })
    expect(progress.getAttribute('aria-valuetext')).toBe(
      '2 of 10 messages sent, failed or cancelled',
    )
    expect(screen.getByRole('figure', { name: 'Delivery funnel' })).toBeTruthy()

    act(() => {
      streams.stats.next({
        campaign_id: campaign.id,
        run: 1,
        stats: { ...zeroStats, queued: 10, sent: 9, delivered: 7, failed: 1, rejected: 1 },
      })
    })
    await waitFor(() => expect(figure('Sent')).toBe('9'))
    expect(figure('Delivered')).toBe('7')
    expect(progress.getAttribute('aria-valuetext')).toBe(
      '10 of 10 messages sent, failed or cancelled',
    )
  })

  it('lists the messages, filtered by status', async () => {
    await renderInRouter(() => <DeliveryPanel campaign={campaignOf()} />)
    const row = await screen.findByRole('row', { name: /\+447700900123/ })
    expect(row.textContent).toContain('Failed')
    expect(row.textContent).toContain('Unknown subscriber')
    expect(api.messages).toHaveBeenLastCalledWith(
      'c-1',
      { page: 1, 'filter[status]': undefined },
      expect.any(AbortSignal),
    )
    api.messages.mockResolvedValue({ ok: true, data: { data: [], meta: meta(0) } })
    await userEvent.click(screen.getByRole('button', { name: 'Message status' }))
    const popover = await screen.findByRole('dialog', { name: 'Message status' })
    const select = within(popover).getByRole('button', { name: /Message status$/ })
    await userEvent.click(select)
    await userEvent.click(await screen.findByRole('option', { name: 'Delivered' }))
    // Focus stays in the chip's popover: on the select, or on the dialog when jsdom on a busy
    // machine runs the popover's focus containment before the list's restore.
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    expect(await screen.findByText('No message is delivered.')).toBeTruthy()
    // The chip names the status in force.
    expect(await screen.findByRole('button', { name: 'Message status: Delivered' })).toBeTruthy()
    expect(api.messages).toHaveBeenLastCalledWith(
      'c-1',
      { page: 1, 'filter[status]': 'delivered' },
      expect.any(AbortSignal),
    )
  })

  it('offers a retry when the messages could not be loaded', async () => {
    api.messages.mockResolvedValueOnce({
      ok: false,
      status: 500,
      error: new HttpError(500, '/messages', null, 'Internal Server Error'),
      aborted: false,
    })
    await renderInRouter(() => <DeliveryPanel campaign={campaignOf()} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The messages could not be loaded')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('row', { name: /\+447700900123/ })).toBeTruthy()
  })

  it('shows the lifecycle log in its tab, newest first', async () => {
    await renderInRouter(() => <DeliveryPanel campaign={campaignOf()} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Lifecycle log' }))
    const row = await screen.findByRole('row', { name: /Sent/ })
    expect(row.textContent).toContain('Ada Lovelace')
    expect(api.logs).toHaveBeenCalledWith('c-1', { page: 1, sort: '-seq' }, expect.any(AbortSignal))
  })
})

describe('lifecycle log words', () => {
  const entry = (type: string, event: Record<string, unknown> = {}): CampaignLogEntry => ({
    ...sendEntry,
    type,
    event: { type, ...event },
    actor: null,
  })
  const t = translator(messages, 'en')
  const logEntryText = (logged: CampaignLogEntry) => entryText(t, logged)
  const logActorText = (logged: CampaignLogEntry) => actorText(t, logged)
  it('says what happened and who did it', () => {
    expect(logEntryText(entry('campaign.send', { later: true }))).toBe('Scheduled')
    expect(logEntryText(entry('engine.failed', { reason: 'No route.' }))).toBe(
      'Delivery failed: No route.',
    )
    expect(logEntryText(entry('engine.runFinished'))).toBe('Run finished')
    expect(logEntryText(entry('campaign.somethingNew'))).toBe('campaign.somethingNew')
    expect(logActorText(entry('engine.started'))).toBe('Delivery engine')
    expect(logActorText(sendEntry)).toBe('Ada Lovelace')
  })
})
