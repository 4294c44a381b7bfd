import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NetworkResource } from '../../../src/contract/network'
import { NetworkForm } from '../../../src/views/routing/networks/NetworkForm'
import { NetworkList } from '../../../src/views/routing/networks/NetworkList'
import { loadNetworks } from '../../../src/views/routing/networks/networksLoader'
import { validateNetworksSearch } from '../../../src/views/routing/networks/networksSearch'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  list: vi.fn(),
  show: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  loadReference: vi.fn(),
}))
vi.mock('../../../src/views/routing/networks/networksApi', () => ({ networksApi: api }))

const vectone: NetworkResource = {
  id: 'network-1',
  mcc: '234',
  mnc: '01',
  country: 'GB',
  name: 'Vectone Mobile',
  prefixes: ['447451', '4474570', '4474571', '4474573', '4474575'],
  source: 'reference',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}
const meta = { total: 1, page: 1, per_page: 10, last_page: 1 }

describe('the networks screen', () => {
  beforeAll(async () => {
    await import('../../../src/design/Modal')
  })
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('keeps the URL’s search, country and page, and asks the list for them', async () => {
    const search = validateNetworksSearch({ q: ' voda ', country: 'gb', page: '2', edit: 'x y' })
    expect(search).toEqual({ q: 'voda', country: 'GB', page: 2 })
    api.list.mockResolvedValue({ ok: true, data: { data: [], meta } })
    await loadNetworks(search, new AbortController().signal)
    expect(api.list).toHaveBeenCalledWith(
      { page: 2, search: 'voda', country: 'GB' },
      expect.any(AbortSignal),
    )
  })

  it('saves an edit with the MNC’s leading zero and the prefixes typed as a list', async () => {
    api.update.mockResolvedValue({ ok: true, data: vectone })
    await renderInRouter(() => <NetworkForm network={vectone} />)
    const prefixes = screen.getByRole('textbox', { name: /^Number prefixes/ })
    await userEvent.clear(prefixes)
    await userEvent.type(prefixes, '447451, 4474570{Enter}447452')
    await userEvent.click(screen.getByRole('button', { name: 'Save network' }))
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        'network-1',
        {
          mcc: '234',
          mnc: '01',
          country: 'GB',
          name: 'Vectone Mobile',
          prefixes: ['447451', '4474570', '447452'],
        },
        expect.any(AbortSignal),
      ),
    )
  }, 30_000)

  it('shows a refused prefix at the prefixes field, keeping what was typed', async () => {
    const message = 'The prefix 447451 already belongs to another network (Three).'
    api.update.mockResolvedValue({
      ok: false,
      status: 422,
      validation: { message, errors: { 'prefixes.0': [message] } },
    })
    await renderInRouter(() => <NetworkForm network={vectone} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save network' }))
    await screen.findByText(message)
    const prefixes = screen.getByRole('textbox', { name: /^Number prefixes/ })
    expect(prefixes.getAttribute('aria-invalid')).toBe('true')
    expect(prefixes).toHaveProperty('value', vectone.prefixes.join(' '))
  }, 30_000)

  it('lists networks with their codes and a sample of prefixes, and says when none match', async () => {
    const { unmount } = await renderInRouter(() => (
      <NetworkList result={{ ok: true, data: { data: [vectone], meta } }} canWrite empty="None" />
    ))
    const row = screen.getByRole('row', { name: /Vectone Mobile/ })
    expect(row.textContent).toContain('United Kingdom')
    expect(row.textContent).toContain('01')
    expect(row.textContent).toContain('447451 4474570 4474571 and 2 more')
    expect(row.textContent).toContain('Reference')
    unmount()
    await renderInRouter(() => (
      <NetworkList
        result={{ ok: true, data: { data: [], meta: { ...meta, total: 0 } } }}
        canWrite={false}
        empty="No network matches."
      />
    ))
    expect(screen.getByText('No network matches.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
  }, 30_000)

  it('deletes a network only once confirmed', async () => {
    api.remove.mockResolvedValue({ ok: true, data: { message: 'Deleted.' } })
    await renderInRouter(() => (
      <NetworkList result={{ ok: true, data: { data: [vectone], meta } }} canWrite empty="None" />
    ))
    await userEvent.click(screen.getByRole('button', { name: 'Delete Vectone Mobile' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Vectone Mobile?' })
    expect(dialog.textContent).toContain('5 prefixes')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.remove).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Delete Vectone Mobile' }))
    const again = await screen.findByRole('alertdialog', { name: 'Delete Vectone Mobile?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Delete network' }))
    await waitFor(() =>
      expect(api.remove).toHaveBeenCalledWith('network-1', expect.any(AbortSignal)),
    )
  }, 30_000)
})
