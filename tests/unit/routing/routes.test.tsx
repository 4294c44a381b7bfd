import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SmppConnectionResource } from '../../../src/contract/smpp-connection'
import type { SmsRouteResource } from '../../../src/contract/sms-route'
import type { ApiResult } from '../../../src/services/http/client'
import { Routes } from '../../../src/views/routing/routes/RoutesScreen'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
}))
vi.mock('../../../src/views/routing/routes/routesApi', () => ({ smsRoutesApiOf: () => api }))

const stamp = '2026-11-29T06:00:00.000Z'
const northwindLink = {
  id: 'c-north',
  kind: 'smpp',
  name: 'Northwind link',
} as SmppConnectionResource
const direct: SmsRouteResource = {
  id: 'r-direct',
  name: 'UK direct',
  vendor_name: 'Northwind',
  connection_id: 'c-north',
  connection_name: 'Northwind link',
  sender_handling: 'replace',
  sender_pool: ['Acme', 'AcmeBank'],
  status: 'active',
  scope: 'sms',
  created_at: stamp,
  updated_at: stamp,
}
const local: SmsRouteResource = {
  ...direct,
  id: 'r-local',
  name: 'Local',
  vendor_name: 'Simulator',
  connection_id: null,
  connection_name: null,
  sender_handling: 'keep',
  sender_pool: [],
  status: 'disabled',
}
const meta = { total: 2, page: 1, per_page: 25, last_page: 1 }
const listOf = (rows: SmsRouteResource[]) => ({
  ok: true as const,
  data: { data: rows, meta: { ...meta, total: rows.length } },
})
const connections = { ok: true as const, data: { data: [northwindLink], meta } }

async function show(
  routes: ApiResult<{ data: SmsRouteResource[]; meta: typeof meta }>,
  canWrite = true,
) {
  const onChanged = vi.fn()
  await renderInRouter(() => (
    <Routes
      routes={routes}
      connections={connections}
      canWrite={canWrite}
      teamRole={canWrite ? 'owner' : 'editor'}
      onChanged={onChanged}
    />
  ))
  return onChanged
}

describe('the routes list', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    for (const call of Object.values(api)) call.mockReset()
  })

  it('shows each route with its connection, sender handling and status, and a link to its rates', async () => {
    await show(listOf([direct, local]), false)
    const directRow = screen.getByRole('row', { name: /UK direct/ })
    expect(directRow.textContent).toContain('Northwind link')
    expect(directRow.textContent).toContain('Replaced from Acme, AcmeBank')
    expect(directRow.textContent).toContain('Active')
    const localRow = screen.getByRole('row', { name: /Local/ })
    expect(localRow.textContent).toContain('Local simulator')
    expect(localRow.textContent).toContain('Kept')
    expect(localRow.textContent).toContain('Disabled')
    expect(
      within(directRow).getByRole('link', { name: 'Rates of UK direct' }).getAttribute('href'),
    ).toBe('/sms/routing/rates/r-direct')
    expect(screen.getByText(/Your role \(editor\) can see the routes/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'New route' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
  })

  it('says when there is none, and offers a retry when the list failed', async () => {
    const { unmount } = await renderInRouter(() => (
      <Routes
        routes={listOf([])}
        connections={connections}
        canWrite
        teamRole="owner"
        onChanged={vi.fn()}
      />
    ))
    expect(screen.getByText(/No routes yet/)).toBeTruthy()
    unmount()
    await show({ ok: false, status: 500, error: { message: 'Server error' } } as never)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The routes could not be loaded')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('creates a route replacing the sender from a pool, and shows a taken name at its field', async () => {
    const taken = 'The team already has a route with this name.'
    api.create.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: { message: taken, errors: { name: [taken] } },
    })
    api.create.mockResolvedValueOnce({ ok: true, data: { ...direct, id: 'r-new', name: 'UK 2' } })
    const onChanged = await show(listOf([direct]))
    await userEvent.click(screen.getByRole('button', { name: 'New route' }))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    await userEvent.type(name, 'UK direct')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Vendor/ }), 'Northwind')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Sender pool/ }),
      'Acme, 447700900123',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: /Sender id$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Replace it from a pool' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create route' }))
    expect(await within(dialog).findByText(taken)).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    await userEvent.clear(name)
    await userEvent.type(name, 'UK 2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create route' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(api.create).toHaveBeenLastCalledWith(
      {
        name: 'UK 2',
        vendor_name: 'Northwind',
        connection_id: null,
        sender_handling: 'replace',
        sender_pool: ['Acme', '447700900123'],
        status: 'active',
      },
      expect.any(AbortSignal),
    )
  })

  it('deletes a route only once confirmed, and shows why a used one was kept', async () => {
    const refusal =
      'The route is used by the rules of the routing plan Weekday: take it off them first.'
    api.remove.mockResolvedValue({ ok: false, status: 409, error: { message: refusal } })
    const onChanged = await show(listOf([direct]))
    await userEvent.click(screen.getByRole('button', { name: 'Delete UK direct' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete UK direct?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete route' }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    expect(api.remove).toHaveBeenCalledWith('r-direct', expect.any(AbortSignal))
    expect(onChanged).not.toHaveBeenCalled()
  })
})
