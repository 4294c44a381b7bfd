import { and, assign, fromPromise, not, setup } from 'xstate'
import { phoneInput } from '../../contract/constants'
import {
  analysePhone,
  type CountryCode,
  formatAsTyped,
  isCountryAllowed,
  isRefusedText,
  needsDetection,
  type PhoneAnalysis,
  type PhoneOptions,
  resolveDefaultCountry,
} from './phoneRules'

export interface PhoneInputInput {
  options?: PhoneOptions
  value?: string
}

export interface PhoneInputContext extends PhoneAnalysis {
  options: PhoneOptions
  text: string
  /** The active country: national numbers are read against it. */
  country: CountryCode | null
  /** Once the user picks a country, detection no longer changes it. */
  countryChosen: boolean
}

export type PhoneInputEvent =
  | { type: 'phone.type'; text: string }
  | { type: 'phone.selectCountry'; country: string }
  | { type: 'phone.blur' }

/** Analyses the text against the country; an international number brings its own country. */
function withText(context: PhoneInputContext, text: string, country: CountryCode | null) {
  const analysis = analysePhone(text, country, context.options)
  const numberCountry = analysis.value.country
  const followsNumber = numberCountry !== null && isCountryAllowed(numberCountry, context.options)
  return { ...analysis, text, country: followsNumber ? numberCountry : country }
}

export const phoneInputMachine = setup({
  types: {
    context: {} as PhoneInputContext,
    events: {} as PhoneInputEvent,
    input: {} as PhoneInputInput,
  },
  delays: { countryLookupTimeout: phoneInput.countryLookupTimeoutMs },
  actors: {
    /** The country-by-IP lookup: a country code, or null when the answer says nothing usable. */
    detectCountry: fromPromise<CountryCode | null>(async () => null),
  },
  guards: {
    shouldDetectCountry: ({ context }) => needsDetection(context.options),
    /** A field that starts with a number (a saved record's) keeps that number's country. */
    hasNumber: ({ context }) => context.text.trim() !== '',
    isRefusedText: ({ context, event }) =>
      event.type === 'phone.type' && isRefusedText(event.text, context.options),
    isAllowedCountry: ({ context, event }) =>
      event.type === 'phone.selectCountry' && isCountryAllowed(event.country, context.options),
  },
  actions: {
    storeText: assign(({ context }, params: { text: string }) => {
      const text =
        (context.options.autoFormat ?? true)
          ? formatAsTyped(params.text, context.text, context.country)
          : params.text
      return withText(context, text, context.country)
    }),
    storeCountry: assign(({ context }, params: { country: CountryCode }) => ({
      ...withText(context, context.text, params.country),
      countryChosen: true,
    })),
    applyDetectedCountry: assign(({ context }, params: { detected: CountryCode | null }) =>
      context.countryChosen
        ? {}
        : withText(context, context.text, resolveDefaultCountry(context.options, params.detected)),
    ),
    /** On leaving the field a valid number is shown in the display mode. */
    showFormatted: assign(({ context }) =>
      context.value.valid && (context.options.autoFormat ?? true)
        ? { text: context.value.formatted }
        : {},
    ),
  },
}).createMachine({
  id: 'phoneInput',
  type: 'parallel',
  context: ({ input }) => {
    const options = input.options ?? {}
    const country = resolveDefaultCountry(options)
    const text = input.value ?? ''
    const base = {
      options,
      text,
      country,
      countryChosen: false,
      ...analysePhone(text, country, options),
    }
    return { ...base, ...withText(base, text, country) }
  },
  states: {
    detection: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: and(['shouldDetectCountry', not('hasNumber')]), target: 'detecting' },
            { target: 'settled' },
          ],
        },
        /** Typing goes on meanwhile: the lookup never blocks the field. */
        detecting: {
          tags: ['detecting'],
          invoke: {
            id: 'detectCountry',
            src: 'detectCountry',
            onDone: {
              target: 'settled',
              actions: {
                type: 'applyDetectedCountry',
                params: ({ event }) => ({ detected: event.output }),
              },
            },
            onError: 'settled',
          },
          after: { countryLookupTimeout: 'settled' },
        },
        settled: {},
      },
    },
    number: {
      initial: 'pristine',
      on: {
        'phone.selectCountry': {
          guard: 'isAllowedCountry',
          actions: {
            type: 'storeCountry',
            params: ({ event }) => ({ country: event.country as CountryCode }),
          },
        },
      },
      states: {
        pristine: {
          on: {
            'phone.type': [
              { guard: 'isRefusedText' },
              { target: 'editing', actions: { type: 'storeText', params: ({ event }) => event } },
            ],
            'phone.blur': { target: 'checked' },
          },
        },
        editing: {
          on: {
            'phone.type': [
              { guard: 'isRefusedText' },
              { target: 'editing', actions: { type: 'storeText', params: ({ event }) => event } },
            ],
            'phone.blur': { target: 'checked', actions: 'showFormatted' },
          },
        },
        /** Left once: from here on the error message shows and follows every keystroke. */
        checked: {
          tags: ['checked'],
          on: {
            'phone.type': [
              { guard: 'isRefusedText' },
              { target: 'checked', actions: { type: 'storeText', params: ({ event }) => event } },
            ],
            'phone.blur': { target: 'checked', actions: 'showFormatted' },
          },
        },
      },
    },
  },
})

export type PhoneInputMachine = typeof phoneInputMachine
