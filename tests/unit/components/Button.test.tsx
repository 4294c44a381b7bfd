import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ButtonContext } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { button } from '../../../src/contract/constants'
import { Button } from '../../../src/design/Button'
import { button as buttonStyle } from '../../../src/design/Button.css'
import { buttonTones, buttonVariants } from '../../../src/design/buttonPalette'

describe('Button', () => {
  it('offers at least 17 colour themes as tones × variants, white (neutral outline) by default', () => {
    expect(buttonTones.length * buttonVariants.length).toBeGreaterThanOrEqual(button.minimumThemes)
    render(<Button>Plain</Button>)
    expect(screen.getByRole('button', { name: 'Plain' }).className).toBe(
      buttonStyle({ tone: button.defaultTone, variant: button.defaultVariant, size: 'm' }),
    )
  })

  it('gives every tone and variant pair its own look', () => {
    const looks = buttonTones.flatMap((tone) =>
      buttonVariants.map((variant) => buttonStyle({ tone, variant })),
    )
    expect(new Set(looks).size).toBe(buttonTones.length * buttonVariants.length)
  })

  it('adds the owner’s class name', () => {
    render(
      <Button tone="danger" variant="ghost" size="s" className="extra">
        Remove
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Remove' }).className).toBe(
      `${buttonStyle({ tone: 'danger', variant: 'ghost', size: 's' })} extra`,
    )
  })

  it('is busy while its press handler works and ignores presses meanwhile', async () => {
    let finish = () => {}
    const onPress = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Button onPress={onPress}>Save</Button>)
    const button = screen.getByRole('button', { name: /Save/ })
    await userEvent.click(button)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.dataset.status).toBe('busy')
    await userEvent.click(button)
    expect(onPress).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.dataset.status).toBe('active')
  })

  it('is disabled, and busy wins over disabled', () => {
    const { rerender } = render(<Button isDisabled>Send</Button>)
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <Button isDisabled isBusy>
        Send
      </Button>,
    )
    expect(screen.getByRole('button', { name: /Send/ }).dataset.status).toBe('busy')
  })

  it('keeps the disabling its slot gives it (a calendar at its last month)', () => {
    render(
      <ButtonContext.Provider value={{ isDisabled: true }}>
        <Button aria-label="Next month">›</Button>
      </ButtonContext.Provider>,
    )
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})
