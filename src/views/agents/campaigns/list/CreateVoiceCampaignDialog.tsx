import { useNavigate } from '@tanstack/react-router'
import { voiceLimits } from '../../../../contract/constants'
import messages from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import {
  CreateByNameDialog,
  type CreateByNameWords,
  type DialogOpenProps,
} from '../../../campaigns/list/CreateByNameDialog'
import { voiceCampaignsApi } from '../voiceApi'

/** A new voice campaign starts as a draft with only its name; its page edits the rest. */
export function CreateVoiceCampaignDialog(props: DialogOpenProps) {
  const t = useMessages(messages)
  const navigate = useNavigate()
  const words: CreateByNameWords = {
    title: t('createVoiceCampaign.title'),
    intro: t('createVoiceCampaign.intro'),
    submitLabel: t('createVoiceCampaign.submit'),
    nameMaxLength: voiceLimits.nameMaxLength,
  }
  return (
    <CreateByNameDialog
      {...props}
      words={words}
      create={(name, signal) => voiceCampaignsApi.create({ name }, signal)}
      onCreated={(campaign) =>
        void navigate({ to: '/agents/campaigns/$id', params: { id: campaign.id } })
      }
    />
  )
}
