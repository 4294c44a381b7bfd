import type { AttentionItem, RunningWork, SendingCampaign } from '../../contract/home'

/** Where each thing on the home page is looked after. */
export const homeLinks = {
  campaign: (campaign: Pick<SendingCampaign, 'kind' | 'id'>) =>
    campaign.kind === 'sms' ? `/campaigns/${campaign.id}` : `/agents/campaigns/${campaign.id}`,
  attention: (item: AttentionItem) =>
    item.subject === 'import'
      ? '/audience/Uploads'
      : homeLinks.campaign({ kind: item.subject, id: item.id }),
  running: (work: RunningWork) =>
    work.kind === 'import' ? '/audience/Uploads' : `/audience/contacts/segments/${work.id}`,
  contacts: '/audience/contacts',
  firstSteps: {
    importContacts: '/audience/upload/Create',
    createSender: '/campaigns/offers?tab=sender-ids',
    createCampaign: '/campaigns',
  },
} as const
