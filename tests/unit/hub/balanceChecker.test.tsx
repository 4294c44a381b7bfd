import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CheckerResource } from '../../../src/contract/balance-checker'
import type { CompanyResource } from '../../../src/contract/company'
import { BalanceChecker, checkerRequestOf } from '../../../src/views/hub/companies/BalanceChecker'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  saveChecker: vi.fn(),
  validateChecker: vi.fn(),
  testChecker: vi.fn(),
  syncChecker: vi.fn(),
}))
vi.mock('../../../src/views/hub/companies/companiesApi', () => ({ companiesApi: api }))

const stamp = '2026-11-29T06:00:00.000Z'
const vendor = {
  id: 'co-1',
  name: 'Northwind SMS',
  kind: 'vendor',
  currency: 'EUR',
} as CompanyResource
const unset: CheckerResource = {
  company_id: 'co-1',
  template: null,
  credentials_set: { username: false, password: false, api_key: false },
  reported: null,
  last_error: null,
  last_attempt_at: null,
}
const saved: CheckerResource = {
  ...unset,
  template: {
    method: 'GET',
    url: 'https://vendor.example/balance?user={{username}}',
    headers: [{ name: 'Authorization', value: 'Bearer {{api_key}}' }],
    body: '',
    reader: 'json_path',
    reader_expression: '$.data.balance',
    currency: 'EUR',
  },
  credentials_set: { username: true, password: false, api_key: true },
  reported: { balance: '250.75', currency: 'EUR', synced_at: stamp },
  last_attempt_at: stamp,
}

async function show(checker: CheckerResource, canWrite = true) {
  const onChanged = vi.fn()
  await renderInRouter(() => (
    <BalanceChecker
      company={vendor}
      checker={{ ok: true, data: checker }}
      canWrite={canWrite}
      onChanged={onChanged}
    />
  ))
  return onChanged
}

describe('the balance checker form', () => {
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('builds the save request: headers one per line, credentials only when typed', () => {
    expect(
      checkerRequestOf({
        method: 'POST',
        url: ' https://vendor.example/b ',
        headers: 'Authorization: Basic {{username}}:{{password}}\n\nX-Day: {{date}}',
        body: '{"u":"{{username}}"}',
        reader: 'regex',
        reader_expression: 'EUR ([\\d.]+)',
        currency: 'EUR',
        username: 'acme',
        password: '',
        api_key: '',
      }),
    ).toEqual({
      template: {
        method: 'POST',
        url: 'https://vendor.example/b',
        headers: [
          { name: 'Authorization', value: 'Basic {{username}}:{{password}}' },
          { name: 'X-Day', value: '{{date}}' },
        ],
        body: '{"u":"{{username}}"}',
        reader: 'regex',
        reader_expression: 'EUR ([\\d.]+)',
        currency: 'EUR',
      },
      credentials: { username: 'acme' },
    })
  })

  it('shows the last figure, never a credential, and tests the saved checker: raw answer and figure', async () => {
    await show(saved)
    expect(screen.getByText(/Vendor-reported: €250\.75, synced/)).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveProperty(
      'value',
      saved.template?.url,
    )
    expect(screen.getByLabelText(/^API key/)).toHaveProperty('value', '')
    expect(screen.getAllByText('Stored. Leave empty to keep it.')).toHaveLength(2)
    api.testChecker.mockResolvedValue({
      ok: true,
      data: {
        response: {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: '{"data":{"balance":"99.10"}}',
          truncated: false,
        },
        balance: '99.10',
        currency: 'EUR',
        error: null,
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    expect(await screen.findByText('Figure read: €99.10')).toBeTruthy()
    expect(screen.getByText('Status 200')).toBeTruthy()
    expect(screen.getByText('{"data":{"balance":"99.10"}}')).toBeTruthy()
    expect(api.testChecker).toHaveBeenCalledWith('co-1')
  })

  it('validates the typed template without saving it and lists what is wrong', async () => {
    await show(unset)
    expect(screen.getByText('Not synced yet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Test' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Sync now' })).toHaveProperty('disabled', true)
    await userEvent.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://v.example/b')
    api.validateChecker.mockResolvedValue({
      ok: false,
      status: 422,
      validation: {
        message: 'bad',
        errors: { url: ['The URL field uses a placeholder it does not know.'] },
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }))
    expect(await screen.findByText('The template has problems:')).toBeTruthy()
    expect(screen.getByText('The URL field uses a placeholder it does not know.')).toBeTruthy()
    expect(api.validateChecker).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://v.example/b', currency: 'EUR' }),
    )
    expect(api.saveChecker).not.toHaveBeenCalled()
  })

  it('saves, shows a refusal at its field and keeps what was typed; syncs now', async () => {
    const onChanged = await show(saved)
    api.saveChecker.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: {
        message: 'bad',
        errors: {
          'template.reader_expression': ['The field must be a JSON path like $.data.balance.'],
        },
      },
    })
    const expression = screen.getByRole('textbox', { name: /^Where the figure is/ })
    await userEvent.clear(expression)
    await userEvent.type(expression, 'data.balance')
    await userEvent.click(screen.getByRole('button', { name: 'Save checker' }))
    expect(
      await screen.findByText('The field must be a JSON path like $.data.balance.'),
    ).toBeTruthy()
    expect(expression).toHaveProperty('value', 'data.balance')
    expect(onChanged).not.toHaveBeenCalled()

    api.syncChecker.mockResolvedValue({
      ok: true,
      data: {
        response: null,
        balance: null,
        currency: 'EUR',
        error: 'The address 10.0.0.5 is a private or internal one: the server does not call it.',
        reported: saved.reported,
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }))
    expect(await screen.findByText(/No figure read: The address 10\.0\.0\.5/)).toBeTruthy()
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
  })

  it('shows a member who cannot write the figure only', async () => {
    await show(saved, false)
    expect(screen.getByText(/Vendor-reported: €250\.75/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Test' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: /^URL/ })).toBeNull()
  })
})
