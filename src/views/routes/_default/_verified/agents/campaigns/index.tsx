import { createFileRoute } from '@tanstack/react-router'
import {
  VoiceCampaignsPending,
  VoiceCampaignsScreen,
} from '../../../../../agents/campaigns/list/VoiceCampaignsScreen'
import { loadVoiceCampaigns } from '../../../../../agents/campaigns/list/voiceCampaignsLoader'
import { validateCampaignsSearch } from '../../../../../campaigns/list/campaignsSearch'

export const Route = createFileRoute('/_default/_verified/agents/campaigns/')({
  validateSearch: validateCampaignsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadVoiceCampaigns(deps, abortController.signal),
  pendingComponent: VoiceCampaignsPending,
  component: VoiceCampaignsScreen,
})
