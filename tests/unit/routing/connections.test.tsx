import { act, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SmppConnectionResource } from '../../../src/contract/smpp-connection'
import { Connections } from '../../../src/views/routing/connections/ConnectionsScreen'
import { useLiveConnections } from '../../../src/views/routing/connections/useLiveConnections'
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

/** The server's event stream: one subject per event name; `open` says the stream is ready. */
const stream = vi.hoisted(() => ({
  opened: new Map<string, { events: { next(data: unknown): void }; open(): void }>(),
}))
vi.mock('../../../src/services/events/domainEventStream', async () => {
  const { Subject } = await import('rxjs')
  return {
    domainEventStream: (name: string, deps: { onReady?: () => void }) => {
      const events = new Subject()
      stream.opened.set(name, { events, open: () => deps.onReady?.() })
      return events
    },
  }
})
const streamOf = (name: string) => {
  const opened = stream.opened.get(name)
  if (!opened) throw new Error(`no ${name} stream open`)
  return opened
}

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
  sessions: null,
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

/** Opens the list, then sends a test message from Acme to `to` through connection `name`. */
async function sendTestThrough(name: string, to: string) {
  await renderInRouter(() => <Connections result={listed} canWrite onChanged={vi.fn()} />)
  await userEvent.click(screen.getByRole('button', { name: `Send test through ${name}` }))
  const dialog = await screen.findByRole('dialog')
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Recipient/ }), to)
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Sender/ }), 'Acme')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }))
  return dialog
}

describe('the vendor connections list', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
    stream.opened.clear()
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
    expect(screen.queryByRole('button', { name: /Send test through/ })).toBeNull()
  })

  it('shows both sessions of a transmitter and receiver connection, each with its state and error', async () => {
    const split: SmppConnectionResource = {
      ...northwind,
      id: 'c-split',
      name: 'Split vendor',
      bind_mode: 'transmitter_receiver',
      status: {
        state: 'reconnecting',
        error: 'SMPP: the SMSC closed the connection',
        since: stamp,
      },
      sessions: {
        transmitter: { state: 'bound', error: null, since: stamp },
        receiver: {
          state: 'reconnecting',
          error: 'SMPP: the SMSC closed the connection',
          since: stamp,
        },
      },
    }
    const result = { ok: true as const, data: { data: [split], meta: { ...meta, total: 1 } } }
    await renderInRouter(() => <Connections result={result} canWrite={false} onChanged={vi.fn()} />)
    const row = screen.getAllByRole('row')[1] as HTMLElement
    const transmitter = within(row).getByText(/^Transmitter:/)
    expect(within(transmitter).getByText('Bound')).toBeTruthy()
    const receiver = within(row).getByText(/^Receiver:/)
    expect(within(receiver).getByText('Reconnecting')).toBeTruthy()
    expect(within(receiver).getByText('SMPP: the SMSC closed the connection')).toBeTruthy()
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

  it('sends a test message and shows the submit response, then the receipt the server pushes', async () => {
    api.testSms.mockResolvedValue({ ok: true, data: { accepted: true, message_id: 'msg-7' } })
    api.testReceipt.mockResolvedValue({ ok: true, data: { message_id: 'msg-7', receipt: null } })
    const dialog = await sendTestThrough('Northwind', '+447700900123')
    expect(await within(dialog).findByText('Submitted: message id msg-7')).toBeTruthy()
    const receipts = streamOf('smpp_connection.test_receipt')
    act(() => receipts.open())
    await vi.waitFor(() => expect(api.testReceipt).toHaveBeenCalledTimes(1))
    expect(within(dialog).getByText('Waiting for the receipt…')).toBeTruthy()
    const delivered = { status: 'delivered', error: null, at: stamp }
    act(() => {
      receipts.events.next({ connection_id: 'c-north', message_id: 'msg-6', receipt: delivered })
    })
    expect(within(dialog).getByText('Waiting for the receipt…')).toBeTruthy()
    act(() => {
      receipts.events.next({ connection_id: 'c-north', message_id: 'msg-7', receipt: delivered })
    })
    expect(await within(dialog).findByText('Receipt: delivered')).toBeTruthy()
    expect(api.testReceipt).toHaveBeenCalledTimes(1)
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
    const dialog = await sendTestThrough('Local simulator', '+15')
    expect(
      await within(dialog).findByText('Refused: SMPP: submit_sm refused: ESME_RINVDSTADR (0x0b)'),
    ).toBeTruthy()
    expect(api.testReceipt).not.toHaveBeenCalled()
  })

  it('shows a receipt that came while the stream was opening, read once it is open', async () => {
    api.testSms.mockResolvedValue({ ok: true, data: { accepted: true, message_id: 'msg-8' } })
    api.testReceipt.mockResolvedValue({
      ok: true,
      data: { message_id: 'msg-8', receipt: { status: 'failed', error: 'EXPIRED', at: stamp } },
    })
    const dialog = await sendTestThrough('Local simulator', '+447700900123')
    expect(await within(dialog).findByText('Submitted: message id msg-8')).toBeTruthy()
    act(() => streamOf('smpp_connection.test_receipt').open())
    expect(await within(dialog).findByText(/^Receipt: failed/)).toBeTruthy()
    expect(api.testReceipt).toHaveBeenCalledWith('c-sim', 'msg-8', expect.any(AbortSignal))
  })
})

describe('the list kept live', () => {
  it('reads the list again once the stream is open and whenever a link changes state', () => {
    const reload = vi.fn()
    const { unmount } = renderHook(() => useLiveConnections(reload))
    const statuses = streamOf('smpp_connection.status')
    statuses.open()
    expect(reload).toHaveBeenCalledTimes(1)
    statuses.events.next({
      connection_id: 'c-north',
      status: { state: 'bound', error: null, since: stamp },
    })
    expect(reload).toHaveBeenCalledTimes(2)
    unmount()
    statuses.events.next({
      connection_id: 'c-north',
      status: { state: 'down', error: 'gone', since: stamp },
    })
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
