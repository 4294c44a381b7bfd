import { useState } from 'react'
import {
  type CampaignMessageStatus,
  campaignMessageStatuses,
} from '../../../contract/campaign-message'
import type { CampaignMessageResource } from '../../../contract/campaign-message-list'
import { campaignScreens } from '../../../contract/constants'
import type { CampaignStats, SmsCampaignResource } from '../../../contract/sms-campaign'
import { choiceFilter, FilterChips } from '../../../design/FilterChips'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ListTable } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'
import { campaignMessagesApi } from './campaignMessagesApi'
import { PanelList } from './PanelList'
import { useLoadedPage } from './useLoadedPage'
import { useSampledValue } from './useSampledValue'

const any = '*'

/** When the message last moved: its receipt, else its submit, else when it was queued. */
const lastMoveOf = (message: CampaignMessageResource) =>
  message.delivered_at ?? message.failed_at ?? message.submitted_at ?? message.queued_at

/**
 * The campaign's messages, newest first, filtered by status (a chip): who, from which sender, how
 * far.
 */
export function MessageLog({
  campaign,
  stats,
}: {
  campaign: SmsCampaignResource
  stats: CampaignStats
}) {
  const [status, setStatus] = useState<CampaignMessageStatus | undefined>(undefined)
  const t = useMessages(messages)
  const statusOptions = [
    { id: any, name: t('messages.anyStatus') },
    ...campaignMessageStatuses.map((id) => ({ id, name: t(`stage.${id}`) })),
  ]
  const [page, setPage] = useState(1)
  const choose = (next: CampaignMessageStatus | undefined) => {
    setPage(1)
    setStatus(next)
  }
  // The page is read again as the totals move, at most every `messageLogRefreshMs`.
  const totals = useSampledValue(
    `${stats.queued} ${stats.sent} ${stats.delivered} ${stats.failed}`,
    campaignScreens.messageLogRefreshMs,
  )
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const { id } = campaign
  const { result, retry } = useLoadedPage(`${id} ${status} ${page} ${totals}`, (signal) =>
    campaignMessagesApi.list(id, { page, 'filter[status]': status }, signal),
  )
  return (
    <>
      <FilterChips
        label={t('messages.filters')}
        filters={[
          choiceFilter({
            id: 'status',
            name: t('messages.status'),
            any,
            options: statusOptions,
            selected: status,
            value: status && t(`stage.${status}`),
            onChange: (next) => choose(next as CampaignMessageStatus | undefined),
          }),
        ]}
      />
      <PanelList
        result={result}
        retry={retry}
        problemTitle={t('messages.problem')}
        empty={status ? t('messages.emptyStatus', { status }) : t('messages.empty')}
        pagerLabel={t('messages.pager')}
        onPageChange={setPage}
      >
        {(messages: CampaignMessageResource[]) => (
          <ListTable
            rows={messages}
            label={t('messages.label')}
            rowKey={(message) => message.id}
            columns={[
              { header: t('messages.to'), namesRow: true, cell: (message) => message.phone },
              {
                header: t('messages.statusColumn'),
                cell: (message) => t(`stage.${message.status}`),
              },
              { header: t('messages.senderId'), cell: (message) => message.sender_id },
              { header: t('messages.parts'), cell: (message) => message.parts },
              { header: t('messages.error'), cell: (message) => message.error ?? '' },
              {
                header: t('messages.lastChange'),
                cell: (message) => dateText(lastMoveOf(message)),
              },
            ]}
          />
        )}
      </PanelList>
    </>
  )
}
