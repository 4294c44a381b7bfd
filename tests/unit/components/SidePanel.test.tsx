import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modal } from '../../../src/contract/constants'
import { SidePanel } from '../../../src/views/lists/SidePanel'

function setup(children: ReactNode) {
  const onClose = vi.fn()
  const onDestroy = vi.fn()
  const panel = (isOpen: boolean) => (
    <SidePanel
      isOpen={isOpen}
      title="Ada Lovelace"
      width="narrow"
      onClose={onClose}
      onDestroy={onDestroy}
    >
      {children}
    </SidePanel>
  )
  const { rerender } = render(panel(true))
  return { onClose, onDestroy, close: () => rerender(panel(false)) }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const form = (
  <form aria-label="Contact">
    <input aria-label="First name" />
    <button type="submit">Save contact</button>
  </form>
)

describe('SidePanel, run by the modal machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives its form’s submit button focus 200 ms after opening', () => {
    setup(form)
    const save = screen.getByRole('button', { name: 'Save contact' })
    advance(modal.primaryFocusDelayMs - 1)
    expect(document.activeElement).not.toBe(save)
    advance(1)
    expect(document.activeElement).toBe(save)
  })

  it('gives Close the focus when it holds no form', () => {
    setup(<p>Read only</p>)
    advance(modal.primaryFocusDelayMs)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('tells the owner when Close shuts it, and destroys its content 200 ms later', () => {
    const { onClose, onDestroy } = setup(form)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
    advance(modal.destroyDelayMs - 1)
    expect(onDestroy).not.toHaveBeenCalled()
    advance(1)
    expect(onDestroy).toHaveBeenCalledOnce()
  })

  it('closes when the URL stops naming the record, without calling the owner back', () => {
    const { onClose, onDestroy, close } = setup(form)
    close()
    expect(screen.queryByRole('dialog')).toBeNull()
    advance(modal.destroyDelayMs)
    expect(onClose).not.toHaveBeenCalled()
    expect(onDestroy).toHaveBeenCalledOnce()
  })
})
