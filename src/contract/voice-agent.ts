import { z } from 'zod'
import { voiceLimits } from './constants'
import { requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'

/**
 * Voice agents, minimal (DOMAIN.md "Voice AI"): what a voice campaign names as the one who
 * speaks. Prompts, tools, the model and the rest of an agent come with the agents area.
 */

/** A BCP 47 language tag ('en', 'en-GB', 'fa'). */
export const languageTag = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, says('field.languageTag'))
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1
    } catch {
      return false
    }
  }, says('field.languageTag'))

export const voiceAgentRequest = z.object({
  name: requiredText(voiceLimits.nameMaxLength),
  language: languageTag.default('en'),
  /** The synthetic voice's name at the telephony provider. */
  voice: requiredText(voiceLimits.voiceNameMaxLength).default(voiceLimits.defaultVoice),
})
export type VoiceAgentRequest = z.input<typeof voiceAgentRequest>

export const voiceAgentUpdateRequest = z.object({
  name: requiredText(voiceLimits.nameMaxLength).optional(),
  language: languageTag.optional(),
  voice: requiredText(voiceLimits.voiceNameMaxLength).optional(),
})
export type VoiceAgentUpdateRequest = z.input<typeof voiceAgentUpdateRequest>

export const voiceAgentResource = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  voice: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type VoiceAgentResource = z.infer<typeof voiceAgentResource>

export const voiceAgentListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: {},
})
export type VoiceAgentListQuery = z.infer<typeof voiceAgentListQuery>
export const voiceAgentList = listResponse(voiceAgentResource)
export type VoiceAgentList = z.infer<typeof voiceAgentList>
