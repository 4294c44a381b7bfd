import { useLoaderData } from '@tanstack/react-router'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { Link } from '../../../design/Link'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { CampaignWizard } from '../wizard/CampaignWizard'
import { CampaignActions } from './CampaignActions'
import { DeliveryPanel } from './DeliveryPanel'
import { LifecycleSummary } from './LifecycleSummary'
import { lifecycleSnapshotOf } from './lifecycleSnapshot'
import { useLiveCampaign } from './useLiveCampaign'

/** /campaigns/{id}: an SMS campaign, where its lifecycle is, and what can be done with it. */
export function CampaignScreen() {
  const result = useLoaderData({ from: '/_default/_verified/campaigns/$id' })
  const t = useMessages(messages)
  if (!result.ok)
    return (
      <PageFrame>
        <LoadProblem title={t('detail.loadProblem')} result={result} />
      </PageFrame>
    )
  return <LiveCampaign loaded={result.data} />
}

function LiveCampaign({ loaded }: { loaded: SmsCampaignResource }) {
  const { campaign, keep } = useLiveCampaign(loaded)
  const lifecycle = lifecycleSnapshotOf(campaign)
  const t = useMessages(messages)
  return (
    <PageFrame subject={campaign.name}>
      <div className={listStyles.section}>
        <LifecycleSummary campaign={campaign} lifecycle={lifecycle} />
        {/* A draft is set up in the wizard, which offers the send on its review step. */}
        {lifecycle.hasTag('editable') ? (
          <CampaignWizard campaign={campaign} onSaved={keep} />
        ) : (
          <>
            <CampaignActions campaign={campaign} lifecycle={lifecycle} />
            <p>
              <Link href={`/campaigns/reports?campaign=${encodeURIComponent(campaign.id)}`}>
                {t('detail.reportLink')}
              </Link>
            </p>
            <DeliveryPanel campaign={campaign} />
          </>
        )}
      </div>
    </PageFrame>
  )
}

export function CampaignPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
