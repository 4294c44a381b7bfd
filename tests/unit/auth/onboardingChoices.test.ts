import { describe, expect, it } from 'vitest'
import { suggestedUseCases } from '../../../src/contract/onboarding'
import messages from '../../../src/messages/auth-pages/catalogue'
import { translator } from '../../../src/messages/translate'
import { purposeChoices } from '../../../src/views/auth/onboardingChoices'

describe('the use cases the onboarding form offers', () => {
  it('are stored as they always were and named in the interface language', () => {
    const choices = purposeChoices(translator(messages, 'fa'), null)
    expect(choices.map((choice) => choice.id)).toEqual([...suggestedUseCases])
    expect(choices[0]?.name).toBe('کارزارهای پیامکی')
  })

  it('include a saved use case that is none of the suggestions, as it was written', () => {
    const t = translator(messages, 'en')
    const saved = 'SMS and voice campaigns for a retail brand'
    expect(purposeChoices(t, saved)[0]).toEqual({ id: saved, name: saved })
    expect(purposeChoices(t, 'SMS campaigns')).toHaveLength(suggestedUseCases.length)
  })
})
