import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CompanyResource } from '../../../src/contract/company'
import type {
  HubEndpointResource,
  NoticePrice,
  RateNoticePreview,
} from '../../../src/contract/hub-endpoint'
import { EmailUpdates } from '../../../src/views/hub/endpoints/EmailUpdates'
import { EndpointList } from '../../../src/views/hub/endpoints/EndpointList'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  issueApiKey: vi.fn(),
  sendRates: vi.fn(),
  applyRates: vi.fn(),
}))
vi.mock('../../../src/views/hub/endpoints/endpointsApi', () => ({ endpointsApi: api }))

const stamp = '2026-11-29T06:00:00.000Z'
const meta = { total: 1, page: 1, per_page: 25, last_page: 1 }
const globex = { id: 'c-globex', name: 'Globex', kind: 'client' } as CompanyResource
const smpp: HubEndpointResource = {
  id: 'e-smpp',
  company_id: 'c-globex',
  company_name: 'Globex',
  currency: 'EUR',
  name: 'Globex SMPP',
  protocol: 'smpp',
  system_id: 'globex',
  has_password: true,
  api_key_hint: null,
  allowed_ips: ['203.0.113.0/24'],
  tps: 200,
  routing_plan_id: null,
  routing_plan_name: null,
  status: 'active',
  notice_days: null,
  effective_notice_days: 7,
  pending_prices: 2,
  created_at: stamp,
  updated_at: stamp,
}
const list = (rows: HubEndpointResource[]) => ({
  ok: true as const,
  data: { data: rows, meta: { ...meta, total: rows.length } },
})

async function showList(canWrite = true) {
  const onChanged = vi.fn()
  await renderInRouter(() => (
    <EndpointList
      endpoints={list([smpp])}
      clients={{ ok: true, data: { data: [globex], meta } } as never}
      plans={{ ok: true, data: { data: [], meta } } as never}
      canWrite={canWrite}
      teamRole={canWrite ? 'owner' : 'viewer'}
      onChanged={onChanged}
    />
  ))
  return onChanged
}

beforeAll(async () => {
  await import('../../../src/design/Modal')
})

describe('the endpoints list', () => {
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('shows each endpoint with its access, never a secret, and links to its prices and updates', async () => {
    await showList(false)
    const row = screen.getByRole('row', { name: /Globex SMPP/ })
    expect(row.textContent).toContain('SMPP, system id globex')
    expect(row.textContent).toContain('Active')
    expect(
      within(row).getByRole('link', { name: 'Email updates of Globex SMPP' }).getAttribute('href'),
    ).toBe('/hub/endpoints/e-smpp/email-updates')
    expect(screen.getByText(/Your role \(viewer\) reads endpoints/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New endpoint' })).toBeNull()
  })

  it('keeps what was typed on a refusal, then creates an HTTP endpoint and shows its key once', async () => {
    const refusal = 'The allowed addresses.0 field must be an IPv4 or IPv6 address.'
    api.create.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: { message: refusal, errors: { 'allowed_ips.0': [refusal] } },
    })
    const created = { ...smpp, id: 'e-http', name: 'Globex HTTP', protocol: 'http' as const }
    api.create.mockResolvedValueOnce({ ok: true, data: created })
    api.issueApiKey.mockResolvedValueOnce({
      ok: true,
      data: { api_key: 'sbk_secret-value', api_key_hint: 'alue' },
    })
    const onChanged = await showList()
    await userEvent.click(screen.getByRole('button', { name: 'New endpoint' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Globex HTTP')
    await userEvent.click(within(dialog).getByRole('button', { name: /Client company/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Globex' }))
    await userEvent.click(within(dialog).getByRole('button', { name: /Protocol/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'HTTP' }))
    expect(within(dialog).queryByRole('textbox', { name: /System id/ })).toBeNull()
    const ips = within(dialog).getByRole('textbox', { name: /Allowed addresses/ })
    await userEvent.type(ips, '300.1.1.1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create endpoint' }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    expect((ips as HTMLTextAreaElement).value).toBe('300.1.1.1')
    await userEvent.clear(ips)
    await userEvent.type(ips, '198.51.100.0/24')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create endpoint' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(api.create).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: 'Globex HTTP',
        company_id: 'c-globex',
        protocol: 'http',
        system_id: null,
        password: '',
        allowed_ips: ['198.51.100.0/24'],
      }),
      expect.any(AbortSignal),
    )
    const key = await screen.findByRole('textbox', { name: 'API key' })
    expect((key as HTMLInputElement).value).toBe('sbk_secret-value')
    expect(screen.getByText(/will not be shown again/)).toBeTruthy()
  })
})

const increase: NoticePrice = {
  rate_id: 'r1',
  network: null,
  mcc: null,
  mnc: null,
  country: 'GB',
  kind: 'increase',
  old_price: '0.035000',
  new_price: '0.038000',
  currency: 'EUR',
  effective_from: '2026-12-01T00:00:00.000Z',
  earliest_from: '2026-12-06T00:00:00.000Z',
  too_soon: true,
}
const preview: RateNoticePreview = {
  endpoint_id: 'e-smpp',
  notice_days: 7,
  recipients: ['rates@globex.example'],
  subject: 'Price update from Acme for Globex SMPP',
  html: '<p>Hello</p>',
  csv_filename: 'Globex-SMPP-prices-2026-11-29.csv',
  csv: 'Country\r\nGB\r\n',
  prices: [increase],
}

describe('the email updates of an endpoint', () => {
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('previews the notice, flags an increase too soon, and shows a refused send in its dialog', async () => {
    const refusal = 'An increase starts sooner than the 7-day notice period allows.'
    api.sendRates.mockResolvedValue({
      ok: false,
      status: 422,
      validation: { message: refusal, errors: { prices: [refusal] } },
    })
    const onChanged = vi.fn()
    await renderInRouter(() => (
      <EmailUpdates
        endpoint={{ ok: true, data: smpp }}
        preview={{ ok: true, data: preview }}
        notices={{ ok: true, data: { data: [], meta: { ...meta, total: 0 } } }}
        canWrite
        onChanged={onChanged}
      />
    ))
    expect(screen.getByText('rates@globex.example')).toBeTruthy()
    expect(screen.getByTitle('The rate notice as the client will read it')).toBeTruthy()
    const row = screen.getByRole('row', { name: /GB/ })
    expect(row.textContent).toContain('Increase')
    expect(row.textContent).toContain('too soon')
    expect(screen.getByText('Some increases come too soon')).toBeTruthy()
    expect(screen.getByText('No notice sent yet.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send notice' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Send the rate notice for Globex SMPP?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    expect(api.sendRates).toHaveBeenCalledWith('e-smpp', expect.any(AbortSignal))
    expect(onChanged).not.toHaveBeenCalled()
  })
})
