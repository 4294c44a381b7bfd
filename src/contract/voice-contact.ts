import { z } from 'zod'
import { contactStatus } from './contact'
import { calendarMoment, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { countryCode } from './onboarding'
import type { EngagementEvent } from './segment-rules'

/**
 * Voice contacts (spec §2 /audience/contacts/voice): the team's contacts that voice campaigns
 * reached, read from what the campaign areas record about each contact (contact engagements).
 * Until calls are made, the list is empty.
 */

/** The engagement events that are calls; each is an outcome a call had. */
export const voiceEngagementEvents = ['answered'] as const satisfies readonly EngagementEvent[]

export const voiceContactResource = z.object({
  id: z.string(),
  phone: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable(),
  status: contactStatus,
  /** How many of the contact's calls had each outcome. */
  outcomes: z.record(z.enum(voiceEngagementEvents), z.number().int().min(0)),
  calls: z.number().int().min(0),
  last_call_at: timestamp,
  /** The campaign of the latest call, when it came from one. */
  last_campaign_id: z.string().nullable(),
})
export type VoiceContactResource = z.infer<typeof voiceContactResource>

/**
 * GET contacts/voice: latest call first; `search` (names, email, number digits),
 * `filter[status]`, `filter[country]`, and a call time range `filter[called_from]` /
 * `filter[called_to]` (instants, both ends included).
 */
export const voiceContactListQuery = listQuery({
  sortable: ['last_call_at', 'calls', 'phone'],
  defaultSort: '-last_call_at',
  filters: {
    status: contactStatus.optional(),
    country: countryCode.optional(),
    called_from: calendarMoment.optional(),
    called_to: calendarMoment.optional(),
  },
})
export type VoiceContactListQuery = z.infer<typeof voiceContactListQuery>
export const voiceContactList = listResponse(voiceContactResource)
export type VoiceContactList = z.infer<typeof voiceContactList>
