import { campaignRequirements } from '../../contract/sms-campaign'
import { voiceCampaignRequirements } from '../../contract/voice-campaign'
import type { Translate } from '../catalogue'
import type { Key } from './catalogue'

type Requirement = keyof typeof campaignRequirements | keyof typeof voiceCampaignRequirements

// is-ready names what is missing in the contract's English words; each is a key here.
const requirementOf = new Map<string, Requirement>(
  [...Object.entries(campaignRequirements), ...Object.entries(voiceCampaignRequirements)].map(
    ([requirement, words]) => [words, requirement as Requirement],
  ),
)

/** One thing is-ready names as missing, in the reader's words (an unknown one as sent). */
export function requirementText(t: Translate<Key>, words: string): string {
  const requirement = requirementOf.get(words)
  return requirement ? t(`requirement.${requirement}`) : words
}

/** What a campaign still lacks, as one list in the reader's language: "a sender id, a text". */
export function missingText(t: Translate<Key>, locale: string, missing: readonly string[]) {
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
  return list.format(missing.map((words) => requirementText(t, words)))
}
