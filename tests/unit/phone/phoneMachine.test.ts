import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { phoneInput } from '../../../src/contract/constants'
import {
  type CountryCode,
  countryListMachine,
  createPhoneInputActors,
  type PhoneInputEvent,
  type PhoneInputInput,
  phoneInputMachine,
  selectFound,
  selectVisibleError,
} from '../../../src/machines/phoneInput'

function run(input: PhoneInputInput, events: PhoneInputEvent[]) {
  const actor = createActor(phoneInputMachine, { input }).start()
  for (const event of events) actor.send(event)
  const snapshot = actor.getSnapshot()
  return {
    text: snapshot.context.text,
    country: snapshot.context.country,
    error: selectVisibleError(snapshot),
    value: snapshot.context.value,
  }
}

const type = (text: string) => ({ type: 'phone.type', text }) as const
const blur = { type: 'phone.blur' } as const

describe('phone input behaviour', () => {
  it.each<[string, PhoneInputInput, PhoneInputEvent[], Partial<ReturnType<typeof run>>]>([
    [
      'formats as typed with the active country',
      { options: { defaultCountry: 'GB' } },
      [type('02079460018')],
      { text: '020 7946 0018', country: 'GB', error: null },
    ],
    [
      'leaves the text alone without auto-format',
      { options: { defaultCountry: 'GB', autoFormat: false } },
      [type('02079460018'), blur],
      { text: '02079460018' },
    ],
    [
      'shows a valid number in the display mode on leaving',
      { options: { defaultCountry: 'GB', displayMode: 'E.164' } },
      [type('02079460018'), blur],
      { text: '+442079460018' },
    ],
    [
      'keeps an invalid number as typed on leaving',
      { options: { defaultCountry: 'GB', displayMode: 'E.164' } },
      [type('0207'), blur],
      { text: '020 7', error: 'invalid' },
    ],
    [
      'refuses a forbidden character, keeping the text',
      { options: { defaultCountry: 'GB' } },
      [type('020'), type('020x')],
      { text: '020' },
    ],
    [
      'refuses text over 250 characters',
      { options: { defaultCountry: 'GB', autoFormat: false } },
      [type('1'), type('1'.repeat(phoneInput.maxTextLength + 1))],
      { text: '1' },
    ],
    [
      'the country follows an international number',
      { options: { defaultCountry: 'GB' } },
      [type('+33123456789')],
      { country: 'FR', value: expect.objectContaining({ valid: true }) },
    ],
    [
      'an international number of an excluded country is refused',
      { options: { defaultCountry: 'GB', excludedCountries: ['FR'] } },
      [type('+33123456789'), blur],
      { country: 'GB', error: 'countryNotAllowed' },
    ],
    [
      'selecting a country rereads a national number',
      { options: { defaultCountry: 'FR', autoFormat: false } },
      [type('02079460018'), { type: 'phone.selectCountry', country: 'GB' }, blur],
      {
        country: 'GB',
        error: null,
        value: expect.objectContaining({ country: 'GB', valid: true }),
      },
    ],
    [
      'an excluded country cannot be selected',
      { options: { defaultCountry: 'GB', excludedCountries: ['FR'] } },
      [{ type: 'phone.selectCountry', country: 'FR' }],
      { country: 'GB' },
    ],
    [
      'a country outside the allowed list cannot be selected',
      { options: { allowedCountries: ['GB'], defaultCountry: 'GB' } },
      [{ type: 'phone.selectCountry', country: 'DE' }],
      { country: 'GB' },
    ],
    [
      'the error shows only once the field was left',
      { options: { defaultCountry: 'GB' } },
      [type('7')],
      { error: null },
    ],
    [
      'too short below 2 digits',
      { options: { defaultCountry: 'GB' } },
      [type('7'), blur],
      { error: 'tooShort' },
    ],
    ['required and empty', { options: { required: true } }, [blur], { error: 'required' }],
  ])('%s', (_, input, events, expected) => {
    expect(run(input, events)).toMatchObject(expected)
  })
})

describe('country detection', () => {
  const detecting = (detectCountry: () => Promise<CountryCode | null>) =>
    createActor(
      phoneInputMachine.provide({ actors: { detectCountry: fromPromise(detectCountry) } }),
      { input: { options: { autoDetect: true, preferredCountries: ['NL'] } } },
    ).start()

  it('never blocks typing and applies the detected country to the typed number', async () => {
    let answer: (country: CountryCode | null) => void = () => {}
    const actor = detecting(() => new Promise((resolve) => (answer = resolve)))
    expect(actor.getSnapshot().hasTag('detecting')).toBe(true)
    expect(actor.getSnapshot().context.country).toBe('NL')
    actor.send(type('02079460018'))
    expect(actor.getSnapshot().context.text).not.toBe('')
    answer('GB')
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('detecting')).toBe(false))
    expect(actor.getSnapshot().context.country).toBe('GB')
    expect(actor.getSnapshot().context.value.valid).toBe(true)
  })

  it('a country the user chose is not overridden', async () => {
    let answer: (country: CountryCode | null) => void = () => {}
    const actor = detecting(() => new Promise((resolve) => (answer = resolve)))
    actor.send({ type: 'phone.selectCountry', country: 'DE' })
    answer('GB')
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('detecting')).toBe(false))
    expect(actor.getSnapshot().context.country).toBe('DE')
  })

  it('times out and falls back to the first preferred country', async () => {
    vi.useFakeTimers()
    const actor = detecting(() => new Promise(() => {}))
    await vi.advanceTimersByTimeAsync(phoneInput.countryLookupTimeoutMs - 1)
    expect(actor.getSnapshot().hasTag('detecting')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().hasTag('detecting')).toBe(false)
    expect(actor.getSnapshot().context.country).toBe('NL')
    vi.useRealTimers()
  })

  it('an explicit default country skips the lookup', () => {
    const lookup = vi.fn(async (): Promise<CountryCode | null> => 'GB')
    const actor = createActor(
      phoneInputMachine.provide({ actors: { detectCountry: fromPromise(lookup) } }),
      { input: { options: { autoDetect: true, defaultCountry: '+49' } } },
    ).start()
    expect(actor.getSnapshot().hasTag('detecting')).toBe(false)
    expect(actor.getSnapshot().context.country).toBe('DE')
    expect(lookup).not.toHaveBeenCalled()
  })

  it('a field starting with a number (a saved record) keeps its country and skips the lookup', () => {
    const lookup = vi.fn(async (): Promise<CountryCode | null> => 'GB')
    const actor = createActor(
      phoneInputMachine.provide({ actors: { detectCountry: fromPromise(lookup) } }),
      { input: { options: { autoDetect: true }, value: '+33 6 12 34 56 78' } },
    ).start()
    expect(actor.getSnapshot().hasTag('detecting')).toBe(false)
    expect(actor.getSnapshot().context.country).toBe('FR')
    expect(lookup).not.toHaveBeenCalled()
  })

  it.each([
    [new Response('1FR'), 'FR'],
    [new Response('FR'), null],
    [new Response('1FR', { status: 404 }), null],
  ])('the real lookup reads %o as %s', async (response, country) => {
    const { detectCountry } = createPhoneInputActors({ fetch: async () => response })
    const actor = createActor(detectCountry, { input: undefined }).start()
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(actor.getSnapshot().output).toBe(country)
  })

  it('the real lookup asks the configured URL, same-origin by default', async () => {
    const fetch = vi.fn(async () => new Response('1US'))
    const actor = createActor(createPhoneInputActors({ fetch }).detectCountry, { input: undefined })
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(fetch).toHaveBeenCalledWith('/api/proxy/api/v1/geo/country', expect.anything())
  })
})

describe('country list type-to-find', () => {
  const countries = [
    { code: 'FR', name: 'France', dialCode: '+33' },
    { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
    { code: 'US', name: 'United States', dialCode: '+1' },
  ]

  it(`resets ${phoneInput.typeToFindResetMs} ms after the last key`, async () => {
    vi.useFakeTimers()
    const actor = createActor(countryListMachine, { input: { countries, locale: 'en' } }).start()
    for (const key of 'united s') actor.send({ type: 'countryList.find', key })
    expect(selectFound(actor.getSnapshot())).toBe('US')
    await vi.advanceTimersByTimeAsync(phoneInput.typeToFindResetMs - 1)
    actor.send({ type: 'countryList.find', key: 't' })
    expect(actor.getSnapshot().context.search).toBe('united st')
    await vi.advanceTimersByTimeAsync(phoneInput.typeToFindResetMs)
    expect(actor.getSnapshot().context.search).toBe('')
    expect(selectFound(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'countryList.find', key: 'f' })
    expect(selectFound(actor.getSnapshot())).toBe('FR')
    vi.useRealTimers()
  })

  it.each([
    [100, 'top'],
    [phoneInput.openAboveBelowPx, 'bottom'],
  ])('opened with %ipx below, it sits at the %s', (spaceBelow, placement) => {
    const actor = createActor(countryListMachine, { input: { countries, locale: 'en' } }).start()
    actor.send({ type: 'countryList.open', spaceBelow })
    expect(actor.getSnapshot().context.placement).toBe(placement)
  })
})
