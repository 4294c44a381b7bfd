import { createFileRoute } from '@tanstack/react-router'
import {
  AutomationsPending,
  AutomationsScreen,
} from '../../../../../automations/list/AutomationsScreen'
import { loadAutomations } from '../../../../../automations/list/automationsLoader'
import { validateAutomationsSearch } from '../../../../../automations/list/automationsSearch'

export const Route = createFileRoute('/_default/_verified/hub/automations/')({
  validateSearch: validateAutomationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadAutomations('hub', deps, abortController.signal),
  pendingComponent: AutomationsPending,
  component: HubAutomations,
})

function HubAutomations() {
  return <AutomationsScreen scope="hub" result={Route.useLoaderData()} search={Route.useSearch()} />
}
