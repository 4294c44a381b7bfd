import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MultiSelect } from '../../../src/design/MultiSelect'

const options = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
]

describe('MultiSelect', { timeout: 20_000 }, () => {
  it('has no Tab stop between its search box and what follows, and names its list apart', async () => {
    const user = userEvent.setup()
    render(
      <>
        <MultiSelect
          label="Segments"
          searchLabel="Look through segments"
          optionsLabel="Segments to choose from"
          options={options}
          value={[]}
          onChange={() => {}}
        />
        <button type="button">After</button>
      </>,
    )
    await user.click(screen.getByRole('searchbox', { name: 'Look through segments' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    expect(screen.getByRole('listbox', { name: 'Segments to choose from' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Segments' })).toBeTruthy()
  })
})
