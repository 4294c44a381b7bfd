import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CheckboxGroup } from '../../../src/design/CheckboxGroup'
import { type FilterChip, FilterChips } from '../../../src/design/FilterChips'

const statuses = [
  { id: 'active', name: 'Active' },
  { id: 'blocked', name: 'Blocked' },
]

/** Two filters kept in state as a list's URL would keep them: status on the bar, tag under "More". */
function Bar() {
  const [status, setStatus] = useState<string[]>([])
  const [tag, setTag] = useState<string[]>([])
  const filters: FilterChip[] = [
    {
      id: 'status',
      name: 'Status',
      value: status.length
        ? status.map((id) => statuses.find((option) => option.id === id)?.name).join(', ')
        : undefined,
      onClear: () => setStatus([]),
      content: (
        <CheckboxGroup label="Status" options={statuses} value={status} onChange={setStatus} />
      ),
    },
    {
      id: 'tag',
      name: 'Tag',
      value: tag[0],
      onClear: () => setTag([]),
      isSecondary: true,
      content: (
        <CheckboxGroup
          label="Tag"
          options={[{ id: 'vip', name: 'vip' }]}
          value={tag}
          onChange={setTag}
        />
      ),
    },
  ]
  return (
    <FilterChips
      label="Filters"
      filters={filters}
      onClearAll={() => {
        setStatus([])
        setTag([])
      }}
    />
  )
}

// jsdom gives <search> no role yet; browsers do.
const bar = () => document.querySelector<HTMLElement>('search[aria-label="Filters"]') as HTMLElement

describe('FilterChips', () => {
  it('opens a chip, chooses a value that the chip then names, and clears it', async () => {
    const user = userEvent.setup()
    render(<Bar />)
    expect(within(bar()).queryByRole('button', { name: 'Clear filters' })).toBeNull()
    await user.click(within(bar()).getByRole('button', { name: 'Status' }))
    const dialog = await screen.findByRole('dialog', { name: 'Status' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blocked' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(bar()).getByRole('button', { name: 'Status: Blocked' })).toBeTruthy()
    await user.click(within(bar()).getByRole('button', { name: 'Clear Status' }))
    expect(within(bar()).getByRole('button', { name: 'Status' })).toBeTruthy()
    expect(within(bar()).queryByRole('button', { name: 'Clear Status' })).toBeNull()
  })

  it('keeps a secondary filter under "More filters" until it has a value', async () => {
    const user = userEvent.setup()
    render(<Bar />)
    expect(within(bar()).queryByRole('button', { name: 'Tag' })).toBeNull()
    await user.click(within(bar()).getByRole('button', { name: 'More filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'More filters' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'vip' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(bar()).getByRole('button', { name: 'Tag: vip' })).toBeTruthy()
    await user.click(within(bar()).getByRole('button', { name: 'Clear filters' }))
    expect(within(bar()).queryByRole('button', { name: 'Tag: vip' })).toBeNull()
    expect(within(bar()).getByRole('button', { name: 'More filters' })).toBeTruthy()
  })

  it('works by keyboard: Enter opens a chip, Space chooses, Escape closes and focus returns', async () => {
    const user = userEvent.setup()
    render(<Bar />)
    await user.tab()
    const chip = within(bar()).getByRole('button', { name: 'Status' })
    expect(document.activeElement).toBe(chip)
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Status' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    const active = within(dialog).getByRole('checkbox', { name: 'Active' })
    active.focus()
    await user.keyboard(' ')
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(bar()).getByRole('button', { name: 'Status: Active' }),
      ),
    )
    await user.tab()
    expect(document.activeElement).toBe(within(bar()).getByRole('button', { name: 'Clear Status' }))
    await user.keyboard('{Enter}')
    expect(within(bar()).getByRole('button', { name: 'Status' })).toBeTruthy()
  })
})
