import { assign, setup } from 'xstate'
import { phoneInput } from '../../contract/constants'
import {
  type FindableCountry,
  findCountry,
  type ListPlacement,
  placementFor,
} from './countryFinder'

export interface CountryListInput {
  countries: FindableCountry[]
  locale: string
}

export interface CountryListContext extends CountryListInput {
  /** What was typed since the last pause. */
  search: string
  /** The country the typed text found. */
  found: string | null
  placement: ListPlacement
}

export type CountryListEvent =
  | { type: 'countryList.open'; spaceBelow: number }
  | { type: 'countryList.close' }
  | { type: 'countryList.find'; key: string }
  | { type: 'countryList.setCountries'; countries: FindableCountry[] }

/** The country list: where it opens, and type-to-find that forgets what was typed after a pause. */
export const countryListMachine = setup({
  types: {
    context: {} as CountryListContext,
    events: {} as CountryListEvent,
    input: {} as CountryListInput,
  },
  delays: { typeToFindReset: phoneInput.typeToFindResetMs },
  actions: {
    placeList: assign((_, params: { spaceBelow: number }) => ({
      placement: placementFor(params.spaceBelow),
    })),
    appendSearch: assign(({ context }, params: { key: string }) => {
      const search = context.search + params.key
      return { search, found: findCountry(context.countries, search, context.locale) }
    }),
    clearSearch: assign({ search: '' }),
    storeCountries: assign((_, params: { countries: FindableCountry[] }) => ({
      countries: params.countries,
    })),
  },
}).createMachine({
  id: 'countryList',
  type: 'parallel',
  context: ({ input }) => ({ ...input, search: '', found: null, placement: 'bottom' }),
  on: {
    'countryList.setCountries': {
      actions: { type: 'storeCountries', params: ({ event }) => event },
    },
  },
  states: {
    list: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'countryList.open': {
              target: 'open',
              actions: { type: 'placeList', params: ({ event }) => event },
            },
          },
        },
        open: {
          tags: ['open'],
          on: { 'countryList.close': 'closed' },
        },
      },
    },
    finder: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'countryList.find': {
              target: 'finding',
              actions: { type: 'appendSearch', params: ({ event }) => event },
            },
          },
        },
        finding: {
          tags: ['finding'],
          after: { typeToFindReset: { target: 'idle', actions: 'clearSearch' } },
          on: {
            'countryList.find': {
              target: 'finding',
              reenter: true,
              actions: { type: 'appendSearch', params: ({ event }) => event },
            },
          },
        },
      },
    },
  },
})

export type CountryListMachine = typeof countryListMachine
