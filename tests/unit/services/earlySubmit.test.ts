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
    vi.useFakeTimers()
    document.body.innerHTML = '<form><button type="submit">Sign in</button></form>'
    const form = document.querySelector('form') as HTMLFormElement
    const button = document.querySelector('button') as HTMLButtonElement
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault())
    form.addEventListener('submit', submitted)
    window.switchboardEarlySubmit = [form, button]
    releaseHeldForm()
    releaseHeldForm()
    vi.runAllTimers()
    vi.useRealTimers()
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(submitted.mock.calls[0]?.[0].submitter).toBe(button)
  })
})

describe('presses made on a prerendered page before the app had it', () => {
  afterEach(() => {
    window.switchboardEarlyPresses = undefined
  })

  it('are made again once, in order, on the buttons still there', () => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<button id="show" type="button"></button><button id="appearance" type="button"></button>'
    const pressed: string[] = []
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', () => pressed.push(button.id))
    const gone = document.createElement('button')
    gone.addEventListener('click', () => pressed.push('gone'))
    const [show, appearance] = document.querySelectorAll<HTMLElement>('button')
    window.switchboardEarlyPresses = [show as HTMLElement, gone, appearance as HTMLElement]
    releaseHeldForm()
    releaseHeldForm()
    vi.runAllTimers()
    vi.useRealTimers()
    expect(pressed).toEqual(['show', 'appearance'])
  })
})
