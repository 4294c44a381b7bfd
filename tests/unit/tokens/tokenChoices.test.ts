import { describe, expect, it } from 'vitest'
import { apiTokenAbilities } from '../../../src/contract/api-tokens'
import messages from '../../../src/messages/tokens/catalogue'
import { translator } from '../../../src/messages/translate'
import { validatePageSearch } from '../../../src/views/lists/pageSearch'
import { abilityOptions, expiryOf, lifetimeOptions } from '../../../src/views/tokens/tokenChoices'

const t = translator(messages, 'en')

describe('the token form choices', () => {
  it('offer every ability of the contract', () => {
    expect(abilityOptions(t).map((option) => option.id)).toEqual([...apiTokenAbilities])
  })

  it('name the lifetimes in the interface language, a plural for days', () => {
    expect(lifetimeOptions(t).map((option) => option.name)).toEqual([
      'Never',
      'In 30 days',
      'In 90 days',
      'In a year',
    ])
    expect(lifetimeOptions(translator(messages, 'ar'))[1]?.name).toBe('خلال 30 يومًا')
  })

  it('turn a lifetime into an expiry from now, or none', () => {
    const now = Date.UTC(2025, 0, 1)
    expect(expiryOf('never', now)).toBeNull()
    expect(expiryOf('30', now)).toBe('2025-01-31T00:00:00.000Z')
    expect(expiryOf('365', now)).toBe('2026-01-01T00:00:00.000Z')
    expect(lifetimeOptions(t).map((option) => option.id)).toEqual(['never', '30', '90', '365'])
  })
})

describe('the page of a list in the URL', () => {
  it.each([
    [{ page: '3' }, { page: 3 }],
    [{ page: 2 }, { page: 2 }],
    [{ page: '0' }, {}],
    [{ page: '-1' }, {}],
    [{ page: '1.5' }, {}],
    [{ page: 'x' }, {}],
    [{}, {}],
  ])('%o reads as %o', (search, expected) => {
    expect(validatePageSearch(search)).toEqual(expected)
  })
})
