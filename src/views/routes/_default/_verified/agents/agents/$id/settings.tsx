import { createFileRoute } from '@tanstack/react-router'
import {
  AgentSettingsPending,
  AgentSettingsScreen,
  loadAgent,
} from '../../../../../../agents/agents/AgentSettingsScreen'
import { idParams } from '../../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/agents/agents/$id/settings')({
  params: idParams,
  loader: ({ params, abortController }) => loadAgent(params.id, abortController.signal),
  pendingComponent: AgentSettingsPending,
  component: AgentSettingsScreen,
})
