import { useLoaderData } from '@tanstack/react-router'
import messages from '../../../messages/agents/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { LoadProblem } from '../../lists/LoadProblem'
import { PendingList } from '../../lists/PendingList'
import { voiceCampaignsApi } from '../campaigns/voiceApi'

/** /agents/agents/{id}/settings reads its agent, so the page is titled with its name. */
export const loadAgent = (id: string, signal: AbortSignal) => voiceCampaignsApi.agent(id, signal)

/**
 * /agents/agents/{id}/settings: titled with the agent's name, never its id; its tools come with
 * the agents area.
 */
export function AgentSettingsScreen() {
  const t = useMessages(messages)
  const agent = useLoaderData({ from: '/_default/_verified/agents/agents/$id/settings' })
  if (!agent.ok)
    return (
      <PageFrame subject={null}>
        <LoadProblem title={t('agentSettings.problem')} result={agent} />
      </PageFrame>
    )
  return <PageFrame subject={agent.data.name} />
}

/** While the agent loads, the page shows no subject rather than its id. */
export function AgentSettingsPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
