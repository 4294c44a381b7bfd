import { createFileRoute } from '@tanstack/react-router'
import { CampaignPending, CampaignScreen } from '../../../../campaigns/detail/CampaignScreen'
import { loadCampaign } from '../../../../campaigns/detail/campaignLoader'
import { validateCampaignSearch } from '../../../../campaigns/wizard/wizardSearch'
import { idParams } from '../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/campaigns/$id')({
  params: idParams,
  validateSearch: validateCampaignSearch,
  loader: ({ params, abortController }) => loadCampaign(params.id, abortController.signal),
  pendingComponent: CampaignPending,
  component: CampaignScreen,
})
