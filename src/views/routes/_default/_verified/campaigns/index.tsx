import { createFileRoute } from '@tanstack/react-router'
import { CampaignsPending, CampaignsScreen } from '../../../../campaigns/list/CampaignsScreen'
import { loadCampaigns } from '../../../../campaigns/list/campaignsLoader'
import { validateCampaignsSearch } from '../../../../campaigns/list/campaignsSearch'

export const Route = createFileRoute('/_default/_verified/campaigns/')({
  validateSearch: validateCampaignsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadCampaigns(deps, abortController.signal),
  pendingComponent: CampaignsPending,
  component: CampaignsScreen,
})
