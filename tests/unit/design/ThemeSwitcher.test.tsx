import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeSwitcher } from '../../../src/design/ThemeSwitcher'
import { readThemePreference, themeAttributes } from '../../../src/services/theme'
import { fakeSystemScheme } from './fakeSystemScheme'

const root = document.documentElement

beforeEach(() => {
  localStorage.clear()
  root.removeAttribute(themeAttributes.primary)
  root.removeAttribute(themeAttributes.scheme)
})

afterEach(() => {
  vi.restoreAllMocks()
})

function radio(group: 'Colour scheme' | 'Theme colour', name: string) {
  const radioGroup = screen.getByRole('radiogroup', { name: group })
  return within(radioGroup).getByRole<HTMLInputElement>('radio', { name })
}

describe('the theme switcher', () => {
  it('shows the stored preference, following the system by default', () => {
    fakeSystemScheme('light')
    render(<ThemeSwitcher />)
    expect(radio('Colour scheme', 'System').checked).toBe(true)
    expect(radio('Theme colour', 'Green').checked).toBe(true)
    expect(root.getAttribute(themeAttributes.scheme)).toBe('light')
  })

  it('applies and remembers a dark scheme chosen by pointer', async () => {
    fakeSystemScheme('light')
    const user = userEvent.setup()
    render(<ThemeSwitcher />)
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(root.getAttribute(themeAttributes.scheme)).toBe('dark')
    expect(readThemePreference()).toEqual({ primary: 'green', scheme: 'dark' })
    expect(radio('Colour scheme', 'Dark').checked).toBe(true)
  })

  it('is usable from the keyboard, with a visible focus ring', async () => {
    fakeSystemScheme('light')
    const user = userEvent.setup()
    render(<ThemeSwitcher />)
    await user.tab()
    expect(document.activeElement).toBe(radio('Colour scheme', 'System'))
    await user.keyboard('{ArrowLeft}')
    expect(root.getAttribute(themeAttributes.scheme)).toBe('dark')
    await user.tab()
    expect(document.activeElement).toBe(radio('Theme colour', 'Green'))
    await user.keyboard('{ArrowRight}')
    expect(root.getAttribute(themeAttributes.primary)).toBe('sky')
    expect(radio('Theme colour', 'Sky').closest('label')?.hasAttribute('data-focus-visible')).toBe(
      true,
    )
    expect(readThemePreference()).toEqual({ primary: 'sky', scheme: 'dark' })
  })

  it('follows the OS scheme while set to System', () => {
    const system = fakeSystemScheme('light')
    render(<ThemeSwitcher />)
    act(() => system.change('dark'))
    expect(root.getAttribute(themeAttributes.scheme)).toBe('dark')
  })
})
