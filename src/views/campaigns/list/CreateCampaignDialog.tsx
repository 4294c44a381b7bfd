import { useNavigate } from '@tanstack/react-router'
import { campaignLimits } from '../../../contract/constants'
import { smsCampaignsApi } from '../detail/campaignsApi'
import {
  CreateByNameDialog,
  type CreateByNameWords,
  type DialogOpenProps,
} from './CreateByNameDialog'

const words: CreateByNameWords = {
  title: 'New campaign',
  intro:
    'It starts as a draft: choose its recipients, texts and schedule on its page, then send it.',
  submitLabel: 'Create campaign',
  nameDescription: 'Say what it is for, so the team finds it in the list.',
  nameMaxLength: campaignLimits.nameMaxLength,
}

/** A new SMS campaign (POST sms/campaigns) starts as a draft; its page opens once made. */
export function CreateCampaignDialog(props: DialogOpenProps) {
  const navigate = useNavigate()
  return (
    <CreateByNameDialog
      {...props}
      words={words}
      create={(name, signal) => smsCampaignsApi.create({ name }, signal)}
      onCreated={(campaign) => void navigate({ to: '/campaigns/$id', params: { id: campaign.id } })}
    />
  )
}
