import { createFileRoute } from '@tanstack/react-router'
import {
  VoiceCampaignPending,
  VoiceCampaignScreen,
} from '../../../../../agents/campaigns/detail/VoiceCampaignScreen'
import { loadVoiceCampaign } from '../../../../../agents/campaigns/detail/voiceCampaignLoader'
import { idParams } from '../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/agents/campaigns/$id')({
  params: idParams,
  loader: ({ params, abortController }) => loadVoiceCampaign(params.id, abortController.signal),
  pendingComponent: VoiceCampaignPending,
  component: VoiceCampaignScreen,
})
