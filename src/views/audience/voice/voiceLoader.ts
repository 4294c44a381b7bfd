import type { VoiceContactList } from '../../../contract/voice-contact'
import type { ApiResult } from '../../../services/http/client'
import { browserTimeZone, dayRangeOf, instantsOf } from '../feeds/dayRange'
import { voiceContactsApi } from './voiceApi'
import type { VoiceSearch } from './voiceSearch'

/** A page of the contacts voice campaigns reached, filtered as the URL says. */
export function loadVoiceContacts(
  search: VoiceSearch,
  signal: AbortSignal,
): Promise<ApiResult<VoiceContactList>> {
  const called = instantsOf(dayRangeOf(search.from, search.to), browserTimeZone())
  return voiceContactsApi.list(
    {
      page: search.page ?? 1,
      search: search.q,
      'filter[status]': search.status,
      'filter[called_from]': called?.from,
      'filter[called_to]': called?.to,
    },
    signal,
  )
}
