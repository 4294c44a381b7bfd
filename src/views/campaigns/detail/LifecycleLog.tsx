import { useState } from 'react'
import type { CampaignLogEntry, SmsCampaignResource } from '../../../contract/sms-campaign'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ListTable } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'
import { smsCampaignsApi } from './campaignsApi'
import { logActorText, logEntryText } from './logWords'
import { PanelList } from './PanelList'
import { useLoadedPage } from './useLoadedPage'

/**
 * The campaign's stored lifecycle events, newest first: who commanded what, and what the
 * delivery engine reported. Read again whenever the campaign moves (a pushed lifecycle event).
 */
export function LifecycleLog({ campaign }: { campaign: SmsCampaignResource }) {
  const [page, setPage] = useState(1)
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const { id, updated_at } = campaign
  const { result, retry } = useLoadedPage(`${id} ${page} ${updated_at}`, (signal) =>
    smsCampaignsApi.logs(id, { page, sort: '-seq' }, signal),
  )
  return (
    <PanelList
      result={result}
      retry={retry}
      problemTitle={t('lifecycleLog.problem')}
      empty={t('lifecycleLog.empty')}
      pagerLabel={t('lifecycleLog.pager')}
      onPageChange={setPage}
    >
      {(entries: CampaignLogEntry[]) => (
        <ListTable
          rows={entries}
          label={t('lifecycleLog.label')}
          rowKey={(entry) => String(entry.seq)}
          columns={[
            {
              header: t('lifecycleLog.what'),
              namesRow: true,
              cell: (entry) => logEntryText(t, entry),
            },
            { header: t('lifecycleLog.who'), cell: (entry) => logActorText(t, entry) },
            { header: t('lifecycleLog.when'), cell: (entry) => dateText(entry.created_at) },
          ]}
        />
      )}
    </PanelList>
  )
}
