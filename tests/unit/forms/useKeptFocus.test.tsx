import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useKeptFocus } from '../../../src/views/forms/useKeptFocus'

/** A form re-keyed on each save, as the contact panel's is, inside an area that keeps focus. */
function Saved({ keep }: { keep: boolean }) {
  const [saves, setSaves] = useState(0)
  const kept = useKeptFocus(String(saves))
  return (
    <>
      <button type="button" onClick={() => setSaves((n) => n + 1)}>
        Save
      </button>
      <div ref={keep ? kept : undefined}>
        <form key={saves} aria-label={`Saved ${saves} times`}>
          <input aria-label="Name" />
          <input aria-label="Phone" />
        </form>
      </div>
    </>
  )
}

describe('useKeptFocus', () => {
  it('puts focus on the new field at the old one’s place in the same commit', () => {
    render(<Saved keep />)
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    phone.focus()
    // The save comes from elsewhere (an answer arriving), focus still in the form.
    act(() => {
      const save = screen.getByRole('button', { name: 'Save' })
      save.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    const fresh = screen.getByRole('textbox', { name: 'Phone' })
    expect(fresh).not.toBe(phone)
    expect(document.activeElement).toBe(fresh)
  })

  it('without it, focus falls to the page when the focused field goes', () => {
    render(<Saved keep={false} />)
    screen.getByRole('textbox', { name: 'Phone' }).focus()
    act(() => {
      screen
        .getByRole('button', { name: 'Save' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(document.activeElement).toBe(document.body)
  })
})
