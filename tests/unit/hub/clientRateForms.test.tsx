import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientRateRuleResource, ClientRateSettings } from '../../../src/contract/client-rate'
import { RuleForm } from '../../../src/views/hub/client-rates/RuleForm'
import { SettingsForm } from '../../../src/views/hub/client-rates/SettingsScreen'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
  saveSettings: vi.fn(),
}))
vi.mock('../../../src/views/hub/client-rates/clientRatesApi', () => ({ clientRatesApi: api }))

const stamp = '2026-11-29T06:00:00.000Z'
const choices = {
  clients: [
    { id: 'c-globex', name: 'Globex' },
    { id: 'c-initech', name: 'Initech' },
  ],
  networks: [{ id: 'n-ee', name: 'GB · EE (234-30)' }],
}
const saved: ClientRateRuleResource = {
  id: 'rule-1',
  position: 1,
  name: 'Gold group',
  client_ids: ['c-globex', 'c-initech'],
  country: null,
  network_id: null,
  kind: 'markup',
  markup_percent: '12.5',
  add_fixed: '0',
  min_margin: '0.002',
  decimals: 4,
  fixed_price: null,
  currency: null,
  effective_from: null,
  created_at: stamp,
  updated_at: stamp,
}

/** The rule form and the settings form (issue 18 item 3): what they send, and a 422 at its field. */
describe('client rate forms', () => {
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('sends a markup rule for a group of clients', async () => {
    api.create.mockResolvedValueOnce({ ok: true, data: saved })
    const onSaved = vi.fn()
    await renderInRouter(() => <RuleForm rule={null} choices={choices} onSaved={onSaved} />)
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Gold group')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Globex' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Initech' }))
    const markup = screen.getByRole('textbox', { name: /^Markup/ })
    await userEvent.clear(markup)
    await userEvent.type(markup, '12.5')
    await userEvent.type(screen.getByRole('textbox', { name: /^Minimum margin/ }), '0.002')
    await userEvent.type(screen.getByRole('textbox', { name: /^Decimals/ }), '4')
    await userEvent.click(screen.getByRole('button', { name: 'Create rule' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    expect(api.create).toHaveBeenCalledWith(
      {
        name: 'Gold group',
        kind: 'markup',
        client_ids: ['c-globex', 'c-initech'],
        country: null,
        network_id: null,
        markup_percent: '12.5',
        add_fixed: '0',
        min_margin: '0.002',
        decimals: 4,
        fixed_price: null,
        currency: null,
        effective_from: null,
      },
      expect.any(AbortSignal),
    )
  })

  it('asks a fixed rule for its price and keeps what was typed when refused', async () => {
    const missing = 'A fixed-price rule needs its price.'
    api.update.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: { message: missing, errors: { fixed_price: [missing] } },
    })
    await renderInRouter(() => <RuleForm rule={saved} choices={choices} onSaved={vi.fn()} />)
    expect(screen.queryByRole('textbox', { name: /^Fixed price/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /Kind$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Fixed price' }))
    const currency = screen.getByRole('textbox', { name: /^Currency/ })
    await userEvent.clear(currency)
    await userEvent.type(currency, 'USD')
    expect(screen.queryByRole('textbox', { name: /^Markup/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(await screen.findByText(missing)).toBeTruthy()
    expect(api.update.mock.calls[0]?.[1]).toMatchObject({ kind: 'fixed', currency: 'USD' })
    expect((screen.getByRole('textbox', { name: /^Currency/ }) as HTMLInputElement).value).toBe(
      'USD',
    )
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Gold group',
    )
  })

  it('saves the settings, and shows them read-only to a role that cannot change them', async () => {
    const settings: ClientRateSettings = {
      cost_basis: 'first_route',
      plan_id: null,
      default_decimals: 4,
      rounding: 'half-even',
    }
    api.saveSettings.mockResolvedValueOnce({ ok: true, data: { ...settings, default_decimals: 3 } })
    const onSaved = vi.fn()
    const plans = [{ id: 'p-main', name: 'Main' }]
    const { unmount } = await renderInRouter(() => (
      <SettingsForm settings={settings} plans={plans} canWrite onSaved={onSaved} />
    ))
    const decimals = screen.getByRole('textbox', { name: /^Default decimals/ })
    await userEvent.clear(decimals)
    await userEvent.type(decimals, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(api.saveSettings).toHaveBeenCalledWith(
      { cost_basis: 'first_route', plan_id: null, default_decimals: 3, rounding: 'half-even' },
      expect.any(AbortSignal),
    )
    unmount()
    await renderInRouter(() => (
      <SettingsForm settings={settings} plans={plans} canWrite={false} onSaved={vi.fn()} />
    ))
    expect(
      (screen.getByRole('textbox', { name: /^Default decimals/ }) as HTMLInputElement).disabled,
    ).toBe(true)
  })
})
