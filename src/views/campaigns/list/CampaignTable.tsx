import type { ReactNode } from 'react'
import type { SmsCampaignList, SmsCampaignResource } from '../../../contract/sms-campaign'
import { Link } from '../../../design/Link'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import { useCountColumn } from '../../lists/useCountColumn'
import { useDateText } from '../../lists/useDateText'
import * as styles from './campaigns.css'
import { DeliveryBar } from './DeliveryBar'
import { StatusBadge } from './StatusBadge'
import { useLiveCampaignRows } from './useLiveCampaignRows'

/**
 * A page of the team's SMS campaigns: each with its status and delivery counters, following
 * the engine live. `empty` is what to say (and offer) when the page has none.
 */
export function CampaignTable({
  result,
  empty,
}: {
  result: ApiResult<SmsCampaignList>
  empty: ReactNode
}) {
  const t = useMessages(messages)
  return (
    <ListPage
      result={result}
      problemTitle={t('table.problem')}
      empty={empty}
      pagerLabel={t('table.pager')}
    >
      {(campaigns) => <LiveCampaignRows campaigns={campaigns} />}
    </ListPage>
  )
}

function LiveCampaignRows({ campaigns }: { campaigns: readonly SmsCampaignResource[] }) {
  const rows = useLiveCampaignRows(campaigns)
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const counter = useCountColumn<SmsCampaignResource>()
  const columns: ListColumn<SmsCampaignResource>[] = [
    {
      header: t('table.name'),
      namesRow: true,
      className: styles.name,
      cell: (campaign) => (
        <Link href={`/campaigns/${encodeURIComponent(campaign.id)}`}>{campaign.name}</Link>
      ),
    },
    { header: t('table.status'), cell: (campaign) => <StatusBadge status={campaign.status} /> },
    counter(t('stage.queued'), (campaign) => campaign.stats.queued),
    counter(t('stage.sent'), (campaign) => campaign.stats.sent),
    counter(t('stage.delivered'), (campaign) => campaign.stats.delivered),
    counter(t('stage.failed'), (campaign) => campaign.stats.failed),
    { header: t('table.delivery'), cell: (campaign) => <DeliveryBar stats={campaign.stats} /> },
    { header: t('table.updated'), cell: (campaign) => dateText(campaign.updated_at) },
  ]
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey={(campaign) => campaign.id}
      label={t('table.label')}
    />
  )
}
