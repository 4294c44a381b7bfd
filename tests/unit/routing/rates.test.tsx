import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SmsRouteResource } from '../../../src/contract/sms-route'
import type { RateChangeResource, VendorRateResource } from '../../../src/contract/vendor-rate'
import { Changes } from '../../../src/views/routing/rates/ChangesScreen'
import { Rates } from '../../../src/views/routing/rates/RatesScreen'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  changes: vi.fn(),
  networksOf: vi.fn(),
}))
vi.mock('../../../src/views/routing/rates/ratesApi', () => ({ vendorRatesApiOf: () => api }))

const stamp = '2026-11-29T06:00:00.000Z'
const route = { id: 'r-direct', name: 'UK direct' } as SmsRouteResource
const inForce: VendorRateResource = {
  id: 'rate-1',
  route_id: 'r-direct',
  route_name: 'UK direct',
  network_id: 'n-voda',
  network: { name: 'Vodafone UK', mcc: '234', mnc: '15' },
  country: 'GB',
  price: '0.012345',
  currency: 'EUR',
  effective_from: '2026-10-01T00:00:00.000Z',
  effective_till: '2026-12-15T00:00:00.000Z',
  state: 'in_force',
  sheet_id: null,
  created_at: stamp,
}
const scheduled: VendorRateResource = {
  ...inForce,
  id: 'rate-2',
  network_id: null,
  network: null,
  price: '0.020000',
  effective_from: '2026-12-15T00:00:00.000Z',
  effective_till: null,
  state: 'scheduled',
}
const meta = { total: 2, page: 1, per_page: 10, last_page: 1 }
const page = <Row,>(rows: Row[]) => ({
  ok: true as const,
  data: { data: rows, meta: { ...meta, total: rows.length } },
})
const routes = page([route])
const failed = { ok: false, status: 500, error: { message: 'Server error' } } as never

async function showRates(rates: ReturnType<typeof page<VendorRateResource>>, canWrite = true) {
  const onChanged = vi.fn()
  const view = await renderInRouter(() => (
    <Rates
      rates={rates}
      routes={routes}
      route={route}
      at={null}
      search={{}}
      canWrite={canWrite}
      teamRole={canWrite ? 'admin' : 'editor'}
      onChanged={onChanged}
    />
  ))
  return { ...view, onChanged }
}

describe('the vendor rates list', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('shows each rate with its destination, exact price and state; only a scheduled one is offered to edit', async () => {
    await showRates(page([scheduled, inForce]))
    expect(screen.getByRole('heading', { name: 'Rates of UK direct' })).toBeTruthy()
    const network = screen.getByRole('row', { name: /Vodafone UK \(234 15\)/ })
    expect(network.textContent).toContain('€0.012345')
    expect(network.textContent).toContain('In force')
    expect(within(network).queryByRole('button', { name: /^Edit/ })).toBeNull()
    expect(within(network).getByRole('button', { name: /^History of Vodafone UK/ })).toBeTruthy()
    const countryDefault = screen.getByRole('row', { name: /Country default/ })
    expect(countryDefault.textContent).toContain('€0.02')
    expect(countryDefault.textContent).toContain('Scheduled')
    expect(countryDefault.textContent).toContain('open')
    expect(within(countryDefault).getByRole('button', { name: /^Edit the rate from/ })).toBeTruthy()
    expect(
      within(countryDefault).getByRole('button', { name: /^Delete the rate from/ }),
    ).toBeTruthy()
  })

  it('offers a reader no writes, says when there is none, and offers a retry on failure', async () => {
    const { unmount } = await showRates(page([scheduled]), false)
    expect(screen.getByText(/Your role \(editor\) can see the rates/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add rate' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull()
    unmount()
    const empty = await showRates(page([]))
    expect(screen.getByText('No rates here yet.')).toBeTruthy()
    empty.unmount()
    await renderInRouter(() => (
      <Rates
        rates={failed}
        routes={routes}
        route={null}
        at={null}
        search={{}}
        canWrite
        teamRole="owner"
        onChanged={vi.fn()}
      />
    ))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The rates could not be loaded')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it("adds a network's rate, the country's networks read once the country is chosen", async () => {
    api.networksOf.mockResolvedValue(
      page([{ id: 'n-voda', name: 'Vodafone UK', mcc: '234', mnc: '15', country: 'GB' }]),
    )
    api.create.mockResolvedValue({ ok: true, data: inForce })
    const { onChanged } = await showRates(page([]))
    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }))
    const dialog = await screen.findByRole('dialog')
    // Typed on the closed select (its type-ahead), so the 250 countries are not all drawn.
    act(() =>
      within(dialog)
        .getByRole('button', { name: /Country$/ })
        .focus(),
    )
    await userEvent.keyboard('United Kingdom')
    await waitFor(() => expect(api.networksOf).toHaveBeenCalledWith('GB', expect.any(AbortSignal)))
    await userEvent.click(await within(dialog).findByRole('button', { name: /Network$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Vodafone UK (234 15)' }))
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Price per message part/ }),
      '0.0125',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({
        route_id: 'r-direct',
        network_id: 'n-voda',
        country: 'GB',
        price: '0.0125',
        currency: 'EUR',
        effective_till: null,
      }),
      expect.any(AbortSignal),
    )
    const sent = api.create.mock.lastCall?.[0] as { effective_from: string }
    expect(Number.isNaN(Date.parse(sent.effective_from))).toBe(false)
  })

  it('edits a scheduled rate, showing a refused price at its field with what was typed', async () => {
    const priceMessage =
      'The price field must be a price above 0 with at most 6 decimals, like 0.0125.'
    api.networksOf.mockResolvedValue(page([]))
    api.update.mockResolvedValue({
      ok: false,
      status: 422,
      validation: { message: priceMessage, errors: { price: [priceMessage] } },
    })
    await showRates(page([scheduled]))
    await userEvent.click(screen.getByRole('button', { name: /^Edit the rate from/ }))
    const dialog = await screen.findByRole('dialog')
    const price = within(dialog).getByRole('textbox', { name: /^Price per message part/ })
    await userEvent.clear(price)
    await userEvent.type(price, '0.0000001')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }))
    expect(await within(dialog).findByText(priceMessage)).toBeTruthy()
    expect(price).toHaveProperty('value', '0.0000001')
    expect(api.update).toHaveBeenCalledWith(
      'rate-2',
      expect.objectContaining({
        route_id: 'r-direct',
        network_id: null,
        country: 'GB',
        price: '0.0000001',
        effective_from: scheduled.effective_from,
      }),
      expect.any(AbortSignal),
    )
  })
})

describe('the rate changes list', () => {
  const increase: RateChangeResource = {
    rate_id: 'rate-2',
    kind: 'increase',
    route_id: 'r-direct',
    route_name: 'UK direct',
    network_id: 'n-voda',
    network: { name: 'Vodafone UK', mcc: '234', mnc: '15' },
    country: 'GB',
    old_price: '0.010000',
    new_price: '0.012500',
    currency: 'EUR',
    effective_at: '2026-12-15T00:00:00.000Z',
    plans: [{ id: 'p-1', name: 'Weekday plan' }],
  }
  const closed: RateChangeResource = {
    ...increase,
    rate_id: 'rate-3',
    kind: 'closed',
    network_id: null,
    network: null,
    old_price: '0.030000',
    new_price: null,
    plans: [],
  }

  it('shows each change with its kind in words, old and new price and the plans it affects', async () => {
    await renderInRouter(() => (
      <Changes changes={page([increase, closed])} routes={routes} search={{}} />
    ))
    const rows = screen.getAllByRole('row', { name: /UK direct/ })
    expect(rows[0]?.textContent).toContain('Increase')
    expect(rows[0]?.textContent).toContain('€0.01')
    expect(rows[0]?.textContent).toContain('€0.0125')
    expect(rows[0]?.textContent).toContain('Vodafone UK (234 15) · United Kingdom')
    expect(rows[0]?.textContent).toContain('Weekday plan')
    expect(rows[1]?.textContent).toContain('Closed')
    expect(rows[1]?.textContent).toContain('Country default')
    expect(rows[1]?.textContent).toContain('No plan')
    expect(screen.getByText('2 changes')).toBeTruthy()
  })

  it('says when none match, and offers a retry on failure', async () => {
    const { unmount } = await renderInRouter(() => (
      <Changes changes={page([])} routes={routes} search={{ kind: 'decrease' }} />
    ))
    expect(screen.getByText('No rate changes match.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy()
    unmount()
    await renderInRouter(() => <Changes changes={failed} routes={routes} search={{}} />)
    expect(screen.getByRole('alert').textContent).toContain('The rate changes could not be loaded')
  })
})
