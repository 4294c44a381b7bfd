import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useCallback } from 'react'
import { useLocale } from 'react-aria-components'
import type { VoiceCampaignList, VoiceCampaignResource } from '../../../../contract/voice-campaign'
import { Link } from '../../../../design/Link'
import messages from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import type { ApiResult } from '../../../../services/http/client'
import * as styles from '../../../campaigns/list/campaigns.css'
import { StatusBadge } from '../../../campaigns/list/StatusBadge'
import { type ListColumn, ListPage, ListTable } from '../../../lists/ListTable'
import { useDateText } from '../../../lists/useDateText'
import { useLiveVoiceChanges } from '../useLiveVoiceChanges'
import { withVoiceChange } from '../voiceLive'

/** A page of voice campaigns, each with its status and call counters, following the dialer live. */
export function VoiceCampaignTable({
  result,
  empty,
}: {
  result: ApiResult<VoiceCampaignList>
  empty: ReactNode
}) {
  const t = useMessages(messages)
  return (
    <ListPage
      result={result}
      problemTitle={t('voiceTable.problem')}
      empty={empty}
      pagerLabel={t('voiceTable.pager')}
    >
      {(campaigns) => <LiveRows campaigns={campaigns} />}
    </ListPage>
  )
}

function LiveRows({ campaigns }: { campaigns: readonly VoiceCampaignResource[] }) {
  const t = useMessages(messages)
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const changes = useLiveVoiceChanges(reload)
  const rows = campaigns.map((campaign) => withVoiceChange(campaign, changes.get(campaign.id)))
  const { locale } = useLocale()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const count = new Intl.NumberFormat(locale)
  const counter = (
    header: string,
    of: (campaign: VoiceCampaignResource) => number,
  ): ListColumn<VoiceCampaignResource> => ({
    header,
    className: styles.number,
    cell: (campaign) => count.format(of(campaign)),
  })
  const columns: ListColumn<VoiceCampaignResource>[] = [
    {
      header: t('voiceTable.name'),
      namesRow: true,
      className: styles.name,
      cell: (campaign) => (
        <Link href={`/agents/campaigns/${encodeURIComponent(campaign.id)}`}>{campaign.name}</Link>
      ),
    },
    {
      header: t('voiceTable.status'),
      cell: (campaign) => <StatusBadge status={campaign.status} />,
    },
    counter(t('voiceTable.calls'), (campaign) => campaign.stats.calls),
    counter(t('voiceTable.answered'), (campaign) => campaign.stats.answered),
    counter(t('voiceTable.voicemail'), (campaign) => campaign.stats.voicemail),
    counter(t('voiceTable.failed'), (campaign) => campaign.stats.failed),
    counter(t('voiceTable.minutes'), (campaign) => campaign.stats.minutes),
    { header: t('voiceTable.updated'), cell: (campaign) => dateText(campaign.updated_at) },
  ]
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey={(campaign) => campaign.id}
      label={t('voiceTable.label')}
    />
  )
}
