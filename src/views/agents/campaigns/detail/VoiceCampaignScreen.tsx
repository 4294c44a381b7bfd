import { useLoaderData } from '@tanstack/react-router'
import type { VoiceCampaignResource } from '../../../../contract/voice-campaign'
import messages from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { LifecycleSummary } from '../../../campaigns/detail/LifecycleSummary'
import { lifecycleSnapshotOf } from '../../../campaigns/detail/lifecycleSnapshot'
import { PageFrame } from '../../../frame/PageFrame'
import { LoadProblem } from '../../../lists/LoadProblem'
import * as listStyles from '../../../lists/lists.css'
import { PendingList } from '../../../lists/PendingList'
import { CallList } from './CallList'
import { useLiveVoiceCampaign } from './useLiveVoiceCampaign'
import { VoiceCampaignActions } from './VoiceCampaignActions'
import { VoiceCampaignForm } from './VoiceCampaignForm'
import { VoiceStats } from './VoiceStats'
import type { VoiceCampaignChoices } from './voiceCampaignLoader'

/** /agents/campaigns/{id}: a voice campaign, its settings while a draft, its commands and calls. */
export function VoiceCampaignScreen() {
  const t = useMessages(messages)
  const { campaign, choices } = useLoaderData({ from: '/_default/_verified/agents/campaigns/$id' })
  if (!campaign.ok)
    return (
      <PageFrame>
        <LoadProblem title={t('voiceScreen.problem')} result={campaign} />
      </PageFrame>
    )
  return <LiveVoiceCampaign loaded={campaign.data} choices={choices} />
}

function LiveVoiceCampaign({
  loaded,
  choices,
}: {
  loaded: VoiceCampaignResource
  choices: VoiceCampaignChoices
}) {
  const { campaign, activeCalls } = useLiveVoiceCampaign(loaded)
  const lifecycle = lifecycleSnapshotOf(campaign)
  const editable = lifecycle.hasTag('editable')
  return (
    <PageFrame subject={campaign.name}>
      <div className={listStyles.section}>
        <LifecycleSummary campaign={campaign} lifecycle={lifecycle} />
        <VoiceCampaignActions campaign={campaign} lifecycle={lifecycle} />
        {editable ? (
          // A new load (after a save or a command) gives the form the stored values again.
          <VoiceCampaignForm key={loaded.updated_at} campaign={loaded} choices={choices} />
        ) : (
          <>
            <VoiceStats stats={campaign.stats} activeCalls={activeCalls} />
            <CallList
              campaignId={campaign.id}
              version={campaign.updated_at}
              stats={campaign.stats}
              activeCalls={activeCalls}
            />
          </>
        )}
      </div>
    </PageFrame>
  )
}

export function VoiceCampaignPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
