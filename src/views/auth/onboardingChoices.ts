import { type SuggestedUseCase, suggestedUseCases } from '../../contract/onboarding'
import type { SelectOption } from '../../design/Select'
import type { Key } from '../../messages/auth-pages/catalogue'
import type { Translate } from '../../messages/catalogue'

/** Each suggested use case's name in the interface's language (the profile stores the id). */
const useCaseNames: Record<SuggestedUseCase, Key> = {
  'SMS campaigns': 'useCase.smsCampaigns',
  'AI voice agents and calls': 'useCase.voiceAgents',
  'SMS and voice routing': 'useCase.routing',
  'Several of these': 'useCase.several',
}

/**
 * The use cases to offer; a saved one that is none of them (written by the API, or by an older
 * list) is offered too, as it was written, so the form shows what is saved.
 */
export function purposeChoices(t: Translate<Key>, saved: string | null | undefined) {
  const choices: SelectOption[] = suggestedUseCases.map((id) => ({ id, name: t(useCaseNames[id]) }))
  return saved && !choices.some((choice) => choice.id === saved)
    ? [{ id: saved, name: saved }, ...choices]
    : choices
}
