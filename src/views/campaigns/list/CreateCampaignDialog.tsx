import { useNavigate } from '@tanstack/react-router'
import { campaignLimits } from '../../../contract/constants'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { smsCampaignsApi } from '../detail/campaignsApi'
import {
  CreateByNameDialog,
  type CreateByNameWords,
  type DialogOpenProps,
} from './CreateByNameDialog'

/** A new SMS campaign (POST sms/campaigns) starts as a draft; its page opens once made. */
export function CreateCampaignDialog(props: DialogOpenProps) {
  const navigate = useNavigate()
  const t = useMessages(messages)
  const words: CreateByNameWords = {
    title: t('createDialog.title'),
    intro: t('createDialog.intro'),
    submitLabel: t('createDialog.submit'),
    nameDescription: t('createDialog.nameDescription'),
    nameMaxLength: campaignLimits.nameMaxLength,
  }
  return (
    <CreateByNameDialog
      {...props}
      words={words}
      create={(name, signal) => smsCampaignsApi.create({ name }, signal)}
      onCreated={(campaign) => void navigate({ to: '/campaigns/$id', params: { id: campaign.id } })}
    />
  )
}
