import { useState } from 'react'
import {
  type CampaignMessageStatus,
  campaignMessageStatuses,
} from '../../../contract/campaign-message'
import type { CampaignMessageResource } from '../../../contract/campaign-message-list'
import { campaignScreens } from '../../../contract/constants'
import type { CampaignStats, SmsCampaignResource } from '../../../contract/sms-campaign'
import { Select } from '../../../design/Select'
import { ListTable } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'
import { campaignMessagesApi } from './campaignMessagesApi'
import * as styles from './delivery.css'
import { PanelList } from './PanelList'
import { useLoadedPage } from './useLoadedPage'
import { useSampledValue } from './useSampledValue'

const any = '*'
const statusWords: Record<CampaignMessageStatus, string> = {
  queued: 'Queued',
  submitted: 'Submitted',
  delivered: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
}
const statusOptions = [
  { id: any, name: 'Any status' },
  ...campaignMessageStatuses.map((id) => ({ id, name: statusWords[id] })),
]

/** When the message last moved: its receipt, else its submit, else when it was queued. */
const lastMoveOf = (message: CampaignMessageResource) =>
  message.delivered_at ?? message.failed_at ?? message.submitted_at ?? message.queued_at

/** The campaign's messages, newest first, filtered by status: who, from which sender, how far. */
export function MessageLog({
  campaign,
  stats,
}: {
  campaign: SmsCampaignResource
  stats: CampaignStats
}) {
  const [status, setStatus] = useState<CampaignMessageStatus | undefined>(undefined)
  const [page, setPage] = useState(1)
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
      <div className={styles.filterRow}>
        <Select
          label="Message status"
          options={statusOptions}
          selectedKey={status ?? any}
          onSelectionChange={(key) => {
            setPage(1)
            setStatus(key === any ? undefined : (key as CampaignMessageStatus))
          }}
        />
      </div>
      <PanelList
        result={result}
        retry={retry}
        problemTitle="The messages could not be loaded"
        empty={
          status
            ? `No message is ${statusWords[status].toLowerCase()}.`
            : 'No messages yet: they are queued when the campaign sends.'
        }
        pagerLabel="Message pages"
        onPageChange={setPage}
      >
        {(messages: CampaignMessageResource[]) => (
          <ListTable
            rows={messages}
            label="Messages"
            rowKey={(message) => message.id}
            columns={[
              { header: 'To', namesRow: true, cell: (message) => message.phone },
              { header: 'Status', cell: (message) => statusWords[message.status] },
              { header: 'Sender id', cell: (message) => message.sender_id },
              { header: 'Parts', cell: (message) => message.parts },
              { header: 'Error', cell: (message) => message.error ?? '' },
              { header: 'Last change', cell: (message) => dateText(lastMoveOf(message)) },
            ]}
          />
        )}
      </PanelList>
    </>
  )
}
