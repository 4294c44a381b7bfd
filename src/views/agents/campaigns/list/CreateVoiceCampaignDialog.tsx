import { useNavigate } from '@tanstack/react-router'
import { voiceLimits } from '../../../../contract/constants'
import {
  CreateByNameDialog,
  type CreateByNameWords,
  type DialogOpenProps,
} from '../../../campaigns/list/CreateByNameDialog'
import { voiceCampaignsApi } from '../voiceApi'

const words: CreateByNameWords = {
  title: 'New voice campaign',
  intro: 'It starts as a draft: choose its agent, numbers, contacts and call window on its page.',
  submitLabel: 'Create voice campaign',
  nameMaxLength: voiceLimits.nameMaxLength,
}

/** A new voice campaign starts as a draft with only its name; its page edits the rest. */
export function CreateVoiceCampaignDialog(props: DialogOpenProps) {
  const navigate = useNavigate()
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
