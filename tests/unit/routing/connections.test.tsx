import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SmppConnectionResource } from '../../../src/contract/smpp-connection'
import { Connections } from '../../../src/views/routing/connections/ConnectionsScreen'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  testSms: vi.fn(),
  testReceipt: vi.fn(),
}))
vi.mock('../../../src/views/routing/connections/connectionsApi', () => ({
  smppConnectionsApi: api,
}))

const stamp = '2026-11-29T06:00:00.000Z'
const simulator: SmppConnectionResource = {
  id: 'c-sim',
  kind: 'simulator',
  name: 'Local simulator',
  host: '',
  port: 2775,
  tls: false,
  system_id: '',
  has_password: false,
  system_type: '',
  bind_mode: 'transceiver',
  tps: 50,
  window: 10,
  active: true,
  is_default: true,
  status: { state: 'bound', error: null, since: stamp },
  created_at: stamp,
  updated_at: stamp,
}
const northwind: SmppConnectionResource = {
  ...simulator,
  id: 'c-north',
  kind: 'smpp',
  name: 'Northwind',
  host: 'smsc.northwind.example',
  system_id: 'acme01',
  has_password: true,
  is_default: false,
  status: { state: 'down', error: 'SMPP: connect ECONNREFUSED 10.0.0.1:2775', since: stamp },
}
const meta = { total: 2, page: 1, per_page: 100, last_page: 1 }
const listed = { ok: true as const, data: { data: [simulator, northwind], meta } }

describe('the vendor connections list', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('shows each link’s state with its last error, and offers nothing to a reader', async () => {
    await renderInRouter(() => <Connections result={listed} canWrite={false} onChanged={vi.fn()} />)
    const rows = screen.getAllByRole('row')
    expect(within(rows[1] as HTMLElement).getByText(/Local simulator · Default/)).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('Bound')).toBeTruthy()
    expect(
      within(rows[2] as HTMLElement).getByText('acme01@smsc.northwind.example:2775'),
    ).toBeTruthy()
    expect(within(rows[2] as HTMLElement).getByText('Down')).toBeTruthy()
    expect(screen.getByText('SMPP: connect ECONNREFUSED 10.0.0.1:2775')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New connection' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Send a test message/ })).toBeNull()
  })

  it('edits a connection keeping its password when the field is left empty', async () => {
    api.update.mockResolvedValue({ ok: true, data: { ...northwind, tps: 20 } })
    const onChanged = vi.fn()
    await renderInRouter(() => <Connections result={listed} canWrite onChanged={onChanged} />)
    expect(screen.queryByRole('button', { name: 'Edit Local simulator' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Edit Northwind' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Leave empty to keep the password set now.')).toBeTruthy()
    const tps = within(dialog).getByRole('textbox', { name: /^Messages per second/ })
    await userEvent.clear(tps)
    await userEvent.type(tps, '20')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save connection' }))
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(api.update).toHaveBeenCalledWith(
      'c-north',
      expect.objectContaining({ tps: 20, password: '', system_id: 'acme01', port: 2775 }),
      expect.any(AbortSignal),
    )
  })

  it('sends a test message and shows the submit response, then the receipt', async () => {
    api.testSms.mockResolvedValue({ ok: true, data: { accepted: true, message_id: 'msg-7' } })
    api.testReceipt
      .mockResolvedValueOnce({ ok: true, data: { message_id: 'msg-7', receipt: null } })
      .mockResolvedValue({
        ok: true,
        data: { message_id: 'msg-7', receipt: { status: 'delivered', error: null, at: stamp } },
      })
    await renderInRouter(() => <Connections result={listed} canWrite onChanged={vi.fn()} />)
    await userEvent.click(
      screen.getByRole('button', { name: 'Send a test message through Northwind' }),
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Recipient/ }),
      '+447700900123',
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Sender/ }), 'Acme')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }))
    expect(await within(dialog).findByText('Submitted: message id msg-7')).toBeTruthy()
    expect(await within(dialog).findByText('Receipt: delivered')).toBeTruthy()
    expect(api.testSms).toHaveBeenCalledWith(
      'c-north',
      { to: '+447700900123', from: 'Acme', body: 'Test message from Switchboard' },
      expect.any(AbortSignal),
    )
  })

  it('shows a refused submit with its SMPP status', async () => {
    api.testSms.mockResolvedValue({
      ok: true,
      data: { accepted: false, error: 'SMPP: submit_sm refused: ESME_RINVDSTADR (0x0b)' },
    })
    await renderInRouter(() => <Connections result={listed} canWrite onChanged={vi.fn()} />)
    await userEvent.click(
      screen.getByRole('button', { name: 'Send a test message through Local simulator' }),
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Recipient/ }), '+15')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Sender/ }), 'Acme')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }))
    expect(
      await within(dialog).findByText('Refused: SMPP: submit_sm refused: ESME_RINVDSTADR (0x0b)'),
    ).toBeTruthy()
    expect(api.testReceipt).not.toHaveBeenCalled()
  })
})
