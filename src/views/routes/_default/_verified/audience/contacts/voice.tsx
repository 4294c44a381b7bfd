import { createFileRoute } from '@tanstack/react-router'
import {
  VoiceContactsPending,
  VoiceContactsScreen,
} from '../../../../../audience/voice/VoiceContactsScreen'
import { loadVoiceContacts } from '../../../../../audience/voice/voiceLoader'
import { validateVoiceSearch } from '../../../../../audience/voice/voiceSearch'

export const Route = createFileRoute('/_default/_verified/audience/contacts/voice')({
  validateSearch: validateVoiceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadVoiceContacts(deps, abortController.signal),
  pendingComponent: VoiceContactsPending,
  component: VoiceContactsScreen,
})
