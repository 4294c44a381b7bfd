import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LivePhoneResource, LiveTestResource } from '../../../src/contract/live-phone'
import type { SmsRouteResource } from '../../../src/contract/sms-route'
import { LivePhones } from '../../../src/views/hub/live-phones/LivePhonesScreen'
import { LiveTests } from '../../../src/views/hub/live-phones/LiveTestsScreen'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  token: vi.fn(),
  sendTest: vi.fn(),
  tests: vi.fn(),
  summary: vi.fn(),
  statusLogs: vi.fn(),
}))
vi.mock('../../../src/views/hub/live-phones/livePhonesApi', () => ({ livePhonesApi: api }))

const stamp = '2026-11-29T06:00:00.000Z'
const pixel: LivePhoneResource = {
  id: 'p-1',
  name: 'Pixel 8',
  phone_number: '+447400123456',
  country: 'GB',
  network: { id: 'n-1', name: 'Vodafone UK', mcc: '234', mnc: '15' },
  active: true,
  status: 'online',
  last_seen_at: stamp,
  webhook_path: '/api/proxy/api/management/live-phones/p-1/inbound',
  token_hint: '…abcd',
  created_at: stamp,
  updated_at: stamp,
}
const grey = {
  id: 'r-grey',
  name: 'UK grey',
  vendor_name: 'Shady Telecom',
} as SmsRouteResource
const meta = { total: 1, page: 1, per_page: 25, last_page: 1 }
const listOf = <Row,>(rows: Row[]) => ({
  ok: true as const,
  data: { data: rows, meta: { ...meta, total: rows.length } },
})
const test: LiveTestResource = {
  id: 't-1',
  phone_id: 'p-1',
  phone_name: 'Pixel 8',
  route_id: 'r-grey',
  route_name: 'UK grey',
  vendor_name: 'Shady Telecom',
  code: 'K7QH2M',
  sender: 'Acme',
  text: 'Hello K7QH2M',
  message_id: 'sim-1',
  receipt_status: 'delivered',
  received_from: null,
  received_text: null,
  received_at: null,
  verdict: 'fake_dlr',
  deadline_at: stamp,
  created_at: stamp,
}

async function showPhones(canWrite = true) {
  const onChanged = vi.fn()
  await renderInRouter(() => (
    <LivePhones
      phones={listOf([pixel])}
      routes={listOf([grey])}
      canWrite={canWrite}
      teamRole={canWrite ? 'owner' : 'viewer'}
      onChanged={onChanged}
    />
  ))
  return onChanged
}

describe('live phones', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('shows each phone with its network and status; a viewer is told why nothing is offered', async () => {
    await showPhones(false)
    const row = screen.getByRole('row', { name: /Pixel 8/ })
    expect(row.textContent).toContain('+447400123456')
    expect(row.textContent).toContain('Vodafone UK')
    expect(row.textContent).toContain('Online')
    expect(screen.getByText(/Your role \(viewer\) can see the live phones/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Send a test/ })).toBeNull()
  })

  it('registers a phone, keeping what was typed when the number is refused', async () => {
    const refusal = 'The phone number field is not a valid phone number.'
    api.create.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: { message: refusal, errors: { phone_number: [refusal] } },
    })
    api.create.mockResolvedValueOnce({ ok: true, data: { ...pixel, id: 'p-2', name: 'iPhone' } })
    const onChanged = await showPhones()
    await userEvent.click(screen.getByRole('button', { name: 'New live phone' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'iPhone')
    const number = within(dialog).getByRole('textbox', { name: /^Phone number/ })
    await userEvent.type(number, '12')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register phone' }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    expect(number.getAttribute('aria-invalid')).toBe('true')
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'iPhone',
    )
    await userEvent.clear(number)
    await userEvent.type(number, '+44 7400 123999')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register phone' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(api.create).toHaveBeenLastCalledWith(
      { name: 'iPhone', phone_number: '+44 7400 123999', active: true },
      expect.any(AbortSignal),
    )
  })

  it('sends a test through the chosen route with the sender id typed', async () => {
    api.sendTest.mockResolvedValueOnce({ ok: true, data: test })
    await showPhones()
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to Pixel 8' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Sender id/ }), 'Acme')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Text/ }), 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }))
    await waitFor(() =>
      expect(api.sendTest).toHaveBeenCalledWith(
        'p-1',
        { route_id: 'r-grey', sender: 'Acme', text: 'Hello' },
        expect.any(AbortSignal),
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('lists tests with their verdicts and the fake receipts per route, and filters by verdict', async () => {
    const onFilter = vi.fn()
    await renderInRouter(() => (
      <LiveTests
        tests={listOf([test])}
        summary={{
          ok: true,
          data: {
            routes: [
              {
                route_id: 'r-grey',
                route_name: 'UK grey',
                vendor_name: 'Shady Telecom',
                counts: {
                  pending: 0,
                  delivered: 1,
                  sender_changed: 0,
                  content_changed: 0,
                  fake_dlr: 1,
                  not_delivered: 0,
                },
                total: 2,
              },
            ],
          },
        }}
        filters={{}}
        onFilter={onFilter}
      />
    ))
    expect(screen.getByRole('row', { name: /Pixel 8/ }).textContent).toContain('Fake receipt')
    expect(screen.getByText(/1 fake receipts, 0 not delivered/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /Verdict$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Fake receipt' }))
    expect(onFilter).toHaveBeenCalledWith({ verdict: 'fake_dlr' })
  })
})
