import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MnpCount } from '../../../src/contract/enrichment'
import { LookupStarter } from '../../../src/views/routing/enrichment/LookupStarter'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({ count: vi.fn(), start: vi.fn() }))
vi.mock('../../../src/views/routing/enrichment/enrichmentApi', () => ({ enrichmentApi: api }))

const counted: MnpCount = {
  numbers: 2,
  invalid: 1,
  fresh: 0,
  to_look_up: 2,
  unit_cost: '0.0040',
  estimated_cost: '0.0080',
  currency: 'EUR',
}

async function countPasted(canStart: boolean, onStarted = vi.fn()) {
  await renderInRouter(() => (
    <LookupStarter segments={[]} canStart={canStart} teamRole="viewer" onStarted={onStarted} />
  ))
  await userEvent.type(
    screen.getByRole('textbox', { name: /^Numbers/ }),
    '+447106100001{enter}+447106100002, nope',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Count' }))
  return screen.findByRole('region', { name: 'Before starting' })
}

describe('LookupStarter', () => {
  beforeEach(() => {
    api.count.mockReset().mockResolvedValue({ ok: true, data: counted })
    api.start.mockReset().mockResolvedValue({ ok: true, data: { id: 'run' } })
  })

  it('counts what a pasted list would cost before anything starts, for a member who cannot start', async () => {
    const facts = await countPasted(false)
    expect(api.count).toHaveBeenCalledWith({
      numbers: ['+447106100001', '+447106100002', 'nope'],
    })
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '0', '2', '€0.008'])
    expect(screen.queryByRole('button', { name: 'Start lookup' })).toBeNull()
    expect(screen.getByText(/owners and admins start lookups/)).toBeTruthy()
    expect(api.start).not.toHaveBeenCalled()
  })

  it('starts only after a confirmation that repeats the cost, and forgets a count once the list changes', async () => {
    const onStarted = vi.fn()
    await countPasted(true, onStarted)
    await userEvent.click(screen.getByRole('button', { name: 'Start lookup' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the lookup?' })
    expect(dialog.textContent).toContain('2 numbers will be looked up, for at most €0.008.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }))
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledOnce())
    expect(api.start.mock.calls[0]?.[0]).toEqual({
      numbers: ['+447106100001', '+447106100002', 'nope'],
    })
    expect(screen.queryByRole('region', { name: 'Before starting' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Start lookup' })).toHaveProperty('disabled', true)
  })
})
