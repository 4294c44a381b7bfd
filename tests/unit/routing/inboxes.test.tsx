import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  RateParserProfileResource,
  RateSheetPreview,
  RateSheetResource,
} from '../../../src/contract/rate-sheet'
import type { SmsRouteResource } from '../../../src/contract/sms-route'
import {
  columnLetter,
  columnOfLetter,
  resolveColumns,
} from '../../../src/views/routing/inboxes/columnMapping'
import { MappingForm, MappingPanel } from '../../../src/views/routing/inboxes/MappingForm'
import { UploadForm } from '../../../src/views/routing/inboxes/UploadForm'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  upload: vi.fn(),
  preview: vi.fn(),
  createProfile: vi.fn(),
  updateProfile: vi.fn(),
  parse: vi.fn(),
  show: vi.fn(),
  mailIn: vi.fn(),
  updateMailIn: vi.fn(),
}))
vi.mock('../../../src/views/routing/inboxes/inboxesApi', () => ({
  inboxesApiOf: () => api,
  inboxRoutesApiOf: () => ({}),
}))

const at = '2026-11-29T10:00:00.000Z'
const route = (id: string, name: string, vendor: string): SmsRouteResource => ({
  id,
  name,
  vendor_name: vendor,
  connection_id: null,
  connection_name: null,
  sender_handling: 'keep',
  sender_pool: [],
  status: 'active',
  scope: 'sms',
  created_at: at,
  updated_at: at,
})
const routes = [route('route-1', 'Direct UK', 'Acme'), route('route-2', 'Wholesale', 'Globex')]
const sheet: RateSheetResource = {
  id: 'sheet-1',
  route_id: 'route-2',
  profile_id: null,
  filename: 'globex.xlsx',
  kind: 'xlsx',
  size_bytes: 2048,
  source: 'upload',
  status: 'received',
  progress: { processed: 0, total: 0 },
  error: null,
  summary: null,
  created_at: at,
  parsed_at: null,
  applied_at: null,
}
const preview: RateSheetPreview = {
  sheets: ['Notes', 'Rates'],
  sheet: 'Notes',
  rows: [
    ['Country', 'MCCMNC', 'Price (EUR)'],
    ['US', '310010', '0.0125'],
  ],
}
const saved: RateParserProfileResource = {
  id: 'profile-1',
  vendor_name: 'Globex',
  columns: { mccmnc: 1, rate: 2 },
  sheet_name: null,
  sheet_index: 0,
  header_row: 1,
  date_format: 'YYYY-MM-DD',
  time_zone: 'UTC',
  mode: 'partial',
  default_currency: 'EUR',
  created_at: at,
  updated_at: at,
}
/** Types by pasting: a field's value at once, not a key at a time (jsdom is slow at keys). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field)
  await userEvent.paste(text)
}
const csv = () => new File(['MCCMNC,Rate\n310010,0.01\n'], 'globex.csv', { type: 'text/csv' })

describe('the rate inbox column mapping', () => {
  it('reads columns by header (any case, first) or by letter, and names back what it cannot find', () => {
    expect([0, 25, 26, 255].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'IV'])
    expect(['a', 'Z', 'AA', 'iv', 'ABC', '3'].map(columnOfLetter)).toEqual([
      0,
      25,
      26,
      255,
      null,
      null,
    ])
    const header = ['Country', 'B', 'Rate']
    expect(
      resolveColumns(
        { 'columns.rate': ' rate ', 'columns.mccmnc': 'b', 'columns.prefix': 'Dial code' },
        header,
      ),
    ).toEqual({ columns: { rate: 2, mccmnc: 1 }, unknown: { prefix: 'Dial code' } })
  })
})

const mailIn = (routeId: string, address: string | null, allowed: string[] = []) => ({
  ok: true,
  data: { route_id: routeId, address, allowed_senders: allowed },
})

describe('the rate inbox upload form', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    api.mailIn.mockImplementation(async (routeId: string) =>
      mailIn(routeId, `rates-${routeId}@rates.switchboard.local`),
    )
  })

  it('sends the chosen file to the chosen inbox, and a refusal keeps both for a retry', async () => {
    api.upload.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: {
        message: 'The file could not be read.',
        errors: { file: ['The file could not be read as a rate sheet: no rows'] },
      },
    })
    const { router } = await renderInRouter(() => <UploadForm routes={routes} />)
    await userEvent.click(screen.getByRole('button', { name: /Inbox/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Wholesale · Globex' }))
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    const file = csv()
    await userEvent.upload(input, file)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('globex.csv was not received')
    expect(alert.textContent).toContain('no rows')
    expect(api.upload).toHaveBeenCalledWith(file, 'route-2', expect.any(Object))
    expect(screen.getByRole('button', { name: /Inbox/ }).textContent).toContain('Wholesale')

    api.upload.mockResolvedValueOnce({ ok: true, data: { ...sheet, id: 'sheet-9' } })
    await userEvent.click(screen.getByRole('button', { name: 'Send the same file again' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sheet: 'sheet-9' }))
    expect(api.upload).toHaveBeenLastCalledWith(file, 'route-2', expect.any(Object))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says a route is needed when the team has none', async () => {
    await renderInRouter(() => <UploadForm routes={[]} />)
    expect(screen.getByText(/has no route yet/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose a CSV or XLSX file' })).toBeNull()
  })
})

describe('the rate inbox mapping form', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    api.preview.mockResolvedValue({ ok: true, data: preview })
  })

  it('shows the first rows, refuses an unknown header at its field and keeps what was typed', async () => {
    await renderInRouter(() => <MappingForm sheet={sheet} vendorName="Globex" profile={null} />)
    const table = await screen.findByRole('table', { name: /First rows of the sheet “Notes”/ })
    expect(table.textContent).toContain('Price (EUR)')
    await fill(screen.getByRole('textbox', { name: /^MCCMNC/ }), 'mccmnc')
    await fill(screen.getByRole('textbox', { name: /^Rate/ }), 'Cost')
    await fill(screen.getByRole('textbox', { name: /^Default currency/ }), 'EUR')
    await userEvent.click(screen.getByRole('button', { name: 'Save the mapping and parse' }))
    await screen.findByText(
      'No header of the header row reads “Cost”, and it is not a column letter.',
    )
    const rate = screen.getByRole('textbox', { name: /^Rate/ })
    expect(rate.getAttribute('aria-invalid')).toBe('true')
    expect(rate).toHaveProperty('value', 'Cost')
    expect(api.createProfile).not.toHaveBeenCalled()
  })

  it('saves the profile with the columns as positions, then parses the sheet with it', async () => {
    api.createProfile.mockResolvedValue({ ok: true, data: saved })
    api.parse.mockResolvedValue({ ok: true, data: { ...sheet, status: 'parsing' } })
    await renderInRouter(() => <MappingForm sheet={sheet} vendorName="Globex" profile={null} />)
    await screen.findByRole('table', { name: /First rows/ })
    await fill(screen.getByRole('textbox', { name: /^MCCMNC/ }), 'MCCMNC')
    await fill(screen.getByRole('textbox', { name: /^Rate/ }), 'Price (EUR)')
    await fill(screen.getByRole('textbox', { name: /^Default currency/ }), 'EUR')
    await userEvent.click(screen.getByRole('button', { name: /Sheet of the workbook/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Rates' }))
    await waitFor(() =>
      expect(api.preview).toHaveBeenLastCalledWith(
        'sheet-1',
        { sheet_name: 'Rates' },
        expect.any(AbortSignal),
      ),
    )
    await screen.findByRole('table', { name: /First rows/ })
    await userEvent.click(screen.getByRole('button', { name: 'Save the mapping and parse' }))
    await waitFor(() =>
      expect(api.parse).toHaveBeenCalledWith(
        { sheet_id: 'sheet-1', profile_id: 'profile-1' },
        expect.any(AbortSignal),
      ),
    )
    expect(api.createProfile).toHaveBeenCalledWith(
      {
        vendor_name: 'Globex',
        columns: { mccmnc: 1, rate: 2 },
        sheet_name: 'Rates',
        header_row: 1,
        date_format: 'YYYY-MM-DD',
        time_zone: 'UTC',
        mode: 'partial',
        default_currency: 'EUR',
      },
      expect.any(AbortSignal),
    )
  })

  it('updates the vendor’s saved profile, showing its columns as letters, and puts a 422 on its field', async () => {
    const message = 'The time zone field must be a time zone such as Europe/London or UTC.'
    api.updateProfile.mockResolvedValue({
      ok: false,
      status: 422,
      validation: { message, errors: { time_zone: [message] } },
    })
    await renderInRouter(() => <MappingForm sheet={sheet} vendorName="Globex" profile={saved} />)
    await screen.findByRole('table', { name: /First rows/ })
    expect(screen.getByRole('textbox', { name: /^Rate/ })).toHaveProperty('value', 'C')
    const zone = screen.getByRole('textbox', { name: /^Time zone/ })
    await fill(zone, 'Mars/Olympus')
    await userEvent.click(screen.getByRole('button', { name: 'Save the mapping and parse' }))
    await screen.findByText(message)
    expect(api.updateProfile).toHaveBeenCalledWith(
      'profile-1',
      expect.objectContaining({ columns: { mccmnc: 1, rate: 2 }, time_zone: 'Mars/Olympus' }),
      expect.any(AbortSignal),
    )
    expect(zone.getAttribute('aria-invalid')).toBe('true')
    expect(zone).toHaveProperty('value', 'Mars/Olympus')
    expect(api.parse).not.toHaveBeenCalled()
  })

  it('once the sheet is parsed, keeps the mapping behind a button so the change set comes first', async () => {
    const parsed: RateSheetResource = { ...sheet, status: 'parsed', profile_id: 'profile-1' }
    await renderInRouter(() => <MappingPanel sheet={parsed} vendorName="Globex" profile={saved} />)
    const toggle = screen.getByRole('button', { name: 'Change the column mapping' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('form')).toBeNull()
    await userEvent.click(toggle)
    expect(await screen.findByRole('form', { name: 'Column mapping for Globex' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hide the column mapping' })).toBeTruthy()
  })
})

describe('the rate inbox mail-in address', () => {
  beforeEach(() => vi.clearAllMocks())

  it('shows the chosen inbox’s address and saves its senders; a refused sender stays typed at the field', async () => {
    api.mailIn.mockImplementation(async (routeId: string) =>
      mailIn(routeId, `rates-${routeId}@rates.switchboard.local`, ['acme.com']),
    )
    await renderInRouter(() => <UploadForm routes={routes} />)
    expect(await screen.findByText('rates-route-1@rates.switchboard.local')).toBeTruthy()
    const senders = screen.getByRole('textbox', { name: 'Accepted senders' })
    expect((senders as HTMLTextAreaElement).value).toBe('acme.com')

    api.updateMailIn.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: { message: 'Invalid', errors: { 'allowed_senders.1': ['Not an address'] } },
    })
    await userEvent.type(senders, '{Enter}not a sender')
    await userEvent.click(screen.getByRole('button', { name: 'Save the senders' }))
    expect(await screen.findByText('Not an address')).toBeTruthy()
    expect(api.updateMailIn).toHaveBeenCalledWith('route-1', {
      allowed_senders: ['acme.com', 'not a sender'],
    })
    expect((senders as HTMLTextAreaElement).value).toBe('acme.com\nnot a sender')

    await userEvent.click(screen.getByRole('button', { name: /Inbox/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Wholesale · Globex' }))
    expect(await screen.findByText('rates-route-2@rates.switchboard.local')).toBeTruthy()
  })

  it('says when the server takes no mail, and a failed load can be retried', async () => {
    api.mailIn.mockResolvedValueOnce({ ok: false, status: 503, error: { message: 'Unavailable' } })
    api.mailIn.mockResolvedValueOnce(mailIn('route-1', null))
    await renderInRouter(() => <UploadForm routes={routes} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/This server takes no mail/)).toBeTruthy()
  })
})
