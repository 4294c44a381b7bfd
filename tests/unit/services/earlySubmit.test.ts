import { afterEach, describe, expect, it, vi } from 'vitest'
import { heldFieldAttribute, releaseHeldForm } from '../../../src/services/earlySubmit'

afterEach(() => {
  document.body.replaceChildren()
  window.switchboardHydrated = undefined
  window.switchboardEarlySubmit = undefined
})

describe('a prerendered page taken over by the app', () => {
  it('gives back the fields its inline script held, and no others', () => {
    document.body.innerHTML = `<input id="held" readonly ${heldFieldAttribute}><input id="own" readonly>`
    releaseHeldForm()
    expect(document.getElementById('held')?.hasAttribute('readonly')).toBe(false)
    expect(document.getElementById('held')?.hasAttribute(heldFieldAttribute)).toBe(false)
    expect(document.getElementById('own')?.hasAttribute('readonly')).toBe(true)
    expect(window.switchboardHydrated).toBe(true)
  })

  it('sends a form held before, through its submit button, once', () => {
    document.body.innerHTML = '<form><button type="submit">Sign in</button></form>'
    const form = document.querySelector('form') as HTMLFormElement
    const button = document.querySelector('button') as HTMLButtonElement
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault())
    form.addEventListener('submit', submitted)
    window.switchboardEarlySubmit = [form, button]
    releaseHeldForm()
    releaseHeldForm()
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(submitted.mock.calls[0]?.[0].submitter).toBe(button)
  })
})
