import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnalyticsFilters } from '../../../src/contract/analytics'
import { ContactFilters } from '../../../src/views/audience/contacts/ContactFilters'

const options: AnalyticsFilters = {
  statuses: ['active', 'unsubscribed', 'invalid', 'blocked'],
  sources: ['upload', 'feed', 'api', 'manual'],
  countries: [{ value: 'GB', label: 'United Kingdom', count: 3 }],
  networks: [{ value: '23415', label: 'Vodafone UK', count: 2 }],
  tags: [{ id: 't1', name: 'vip', colour: '#22c55e' }],
  segments: [],
  feeds: [],
  custom_fields: [
    { key: 'plan', label: 'Plan', type: 'select', options: ['Gold', 'Silver'] },
    { key: 'score', label: 'Score', type: 'number', options: [] },
  ],
}

// React Aria widgets in jsdom are slow on a busy machine: each test gets room.
describe('the contact filters', { timeout: 20_000 }, () => {
  it('change the URL search: lists for status, one value for the others, custom fields by key', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<ContactFilters search={{ status: 'active' }} options={options} onChange={onChange} />)
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Status: Active' }))
    const status = await screen.findByRole('dialog', { name: 'Status' })
    await user.click(within(status).getByRole('checkbox', { name: 'Blocked' }))
    expect(onChange).toHaveBeenLastCalledWith({ status: 'active,blocked' })
    await user.keyboard('{Escape}')
    await closed()

    await user.click(screen.getByRole('button', { name: 'Country' }))
    const country = await screen.findByRole('dialog', { name: 'Country' })
    await user.click(within(country).getByRole('button', { name: /Any country/ }))
    await user.click(await screen.findByRole('option', { name: 'United Kingdom (3)' }))
    expect(onChange).toHaveBeenLastCalledWith({ country: 'GB' })
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    // A press outside closes the chip's popover too.
    await user.click(document.body)
    await closed()

    // Network and the custom fields wait under "More filters".
    await user.click(screen.getByRole('button', { name: 'More filters' }))
    const more = await screen.findByRole('dialog', { name: 'More filters' })
    await user.click(within(more).getByRole('button', { name: /Plan/ }))
    await user.click(await screen.findByRole('option', { name: 'Gold' }))
    expect(onChange).toHaveBeenLastCalledWith({ 'custom.plan': 'Gold' })
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await user.type(within(more).getByRole('textbox', { name: 'Score' }), '42{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ 'custom.score': '42' })
    await user.click(document.body)
    await closed()

    await user.click(screen.getByRole('button', { name: 'Clear Status' }))
    expect(onChange).toHaveBeenLastCalledWith({ status: undefined })
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onChange).toHaveBeenLastCalledWith({ q: undefined, status: undefined })
  })

  it('shows a value from the URL the team has no contact with yet', () => {
    render(<ContactFilters search={{ tag: 'spring' }} options={options} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Tag: spring' })).toBeTruthy()
  })
})
