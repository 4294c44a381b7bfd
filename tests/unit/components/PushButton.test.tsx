import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pushButton } from '../../../src/contract/constants'
import { PushButton, pushButtonThemes } from '../../../src/design/PushButton'

describe('PushButton', () => {
  it('offers at least 17 colour themes, white by default', () => {
    expect(pushButtonThemes.length).toBeGreaterThanOrEqual(pushButton.minimumThemes)
    expect(pushButtonThemes).toContain(pushButton.defaultTheme)
  })

  it('is busy while its press handler works and ignores presses meanwhile', async () => {
    let finish = () => {}
    const onPress = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<PushButton onPress={onPress}>Save</PushButton>)
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
    const { rerender } = render(<PushButton isDisabled>Send</PushButton>)
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <PushButton isDisabled isBusy>
        Send
      </PushButton>,
    )
    expect(screen.getByRole('button', { name: /Send/ }).dataset.status).toBe('busy')
  })
})
