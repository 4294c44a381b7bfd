import { createFileRoute } from '@tanstack/react-router'
import {
  AutomationsPending,
  AutomationsScreen,
} from '../../../../../automations/list/AutomationsScreen'
import { loadAutomations } from '../../../../../automations/list/automationsLoader'
import { validateAutomationsSearch } from '../../../../../automations/list/automationsSearch'

export const Route = createFileRoute('/_default/_verified/campaigns/automations/')({
  validateSearch: validateAutomationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadAutomations('campaigns', deps, abortController.signal),
  pendingComponent: AutomationsPending,
  component: CampaignAutomations,
})

function CampaignAutomations() {
  return (
    <AutomationsScreen
      scope="campaigns"
      result={Route.useLoaderData()}
      search={Route.useSearch()}
    />
  )
}
