import { createFileRoute } from '@tanstack/react-router'
import {
  AutomationEditorPending,
  AutomationEditorScreen,
} from '../../../../../automations/editor/AutomationEditorScreen'
import { loadAutomation } from '../../../../../automations/editor/editorApi'
import { idParams } from '../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/campaigns/automations/$id')({
  params: idParams,
  loader: ({ params, abortController }) => loadAutomation(params.id, abortController.signal),
  pendingComponent: AutomationEditorPending,
  component: CampaignsAutomationEditor,
})

function CampaignsAutomationEditor() {
  return <AutomationEditorScreen result={Route.useLoaderData()} />
}
