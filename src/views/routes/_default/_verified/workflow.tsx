import { createFileRoute } from '@tanstack/react-router'
import { validatePageSearch } from '../../../lists/pageSearch'
import { WorkflowPending, WorkflowScreen } from '../../../workflow/WorkflowScreen'
import { loadWorkflowToday } from '../../../workflow/workflowApi'

export const Route = createFileRoute('/_default/_verified/workflow')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadWorkflowToday(deps, abortController.signal),
  pendingComponent: WorkflowPending,
  component: Workflow,
})

function Workflow() {
  return <WorkflowScreen result={Route.useLoaderData()} />
}
