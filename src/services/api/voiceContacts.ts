import { audiencePaths } from '../../contract/routes'
import type { VoiceContactList } from '../../contract/voice-contact'
import type { HttpClient, Query } from '../http/client'

/** The contacts voice campaigns reached, with their calls by outcome. */
export function createVoiceContactsApi(api: HttpClient) {
  return {
    list: (query: Query, signal?: AbortSignal) =>
      api.v1.get<VoiceContactList>(audiencePaths.contactVoice, { query, signal }),
  }
}

export type VoiceContactsApi = ReturnType<typeof createVoiceContactsApi>
