import { createFileRoute } from '@tanstack/react-router'
import {
  CampaignReportsPending,
  CampaignReportsScreen,
} from '../../../../campaigns/reports/CampaignReportsScreen'
import { loadCampaignReports } from '../../../../campaigns/reports/reportsLoader'
import { validateReportsSearch } from '../../../../campaigns/reports/reportsSearch'

export const Route = createFileRoute('/_default/_verified/campaigns/reports')({
  validateSearch: validateReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadCampaignReports(deps, abortController.signal),
  pendingComponent: CampaignReportsPending,
  component: CampaignReportsScreen,
})
