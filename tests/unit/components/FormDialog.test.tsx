import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modal } from '../../../src/contract/constants'
import { FormDialog } from '../../../src/views/lists/FormDialog'

const justBefore = modal.primaryFocusDelayMs - 1

function Owner({
  onOpenChange,
  onDestroy,
}: {
  onOpenChange: (isOpen: boolean) => void
  onDestroy: () => void
}) {
  const [isOpen, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Owner closes
      </button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          onOpenChange(open)
          setOpen(open)
        }}
        onDestroy={onDestroy}
        title="New campaign"
      >
        {(close) => (
          <form aria-label="New campaign">
            <input aria-label="Name" />
            <button type="submit">Create campaign</button>
            <button type="button" onClick={close}>
              Cancel
            </button>
          </form>
        )}
      </FormDialog>
    </>
  )
}

function setup() {
  const onOpenChange = vi.fn()
  const onDestroy = vi.fn()
  render(<Owner onOpenChange={onOpenChange} onDestroy={onDestroy} />)
  return { onOpenChange, onDestroy }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('FormDialog, run by the modal machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives the form’s submit button focus 200 ms after opening', () => {
    setup()
    const submit = screen.getByRole('button', { name: 'Create campaign' })
    advance(justBefore)
    expect(document.activeElement).not.toBe(submit)
    advance(1)
    expect(document.activeElement).toBe(submit)
  })

  it('leaves focus in a field the user reached before the 200 ms were up', () => {
    setup()
    const name = screen.getByRole('textbox', { name: 'Name' })
    advance(justBefore)
    act(() => name.focus())
    advance(1)
    expect(document.activeElement).toBe(name)
  })

  it('tells the owner when it closes itself, and destroys its content 200 ms later', () => {
    const { onOpenChange, onDestroy } = setup()
    advance(modal.primaryFocusDelayMs)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    advance(modal.destroyDelayMs - 1)
    expect(onDestroy).not.toHaveBeenCalled()
    advance(1)
    expect(onDestroy).toHaveBeenCalledOnce()
  })

  it('closes on Escape', () => {
    const { onOpenChange } = setup()
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' })
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false)
  })

  it('closes when its owner says so without calling the owner back, then is destroyed', () => {
    const { onOpenChange, onDestroy } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Owner closes', hidden: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onOpenChange).not.toHaveBeenCalled()
    advance(modal.destroyDelayMs - 1)
    expect(onDestroy).not.toHaveBeenCalled()
    advance(1)
    expect(onDestroy).toHaveBeenCalledOnce()
  })
})
