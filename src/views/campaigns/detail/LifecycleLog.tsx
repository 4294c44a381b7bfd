import { useState } from 'react'
import type { CampaignLogEntry, SmsCampaignResource } from '../../../contract/sms-campaign'
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
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const { id, updated_at } = campaign
  const { result, retry } = useLoadedPage(`${id} ${page} ${updated_at}`, (signal) =>
    smsCampaignsApi.logs(id, { page, sort: '-seq' }, signal),
  )
  return (
    <PanelList
      result={result}
      retry={retry}
      problemTitle="The lifecycle log could not be loaded"
      empty="Nothing has happened to this campaign yet."
      pagerLabel="Lifecycle log pages"
      onPageChange={setPage}
    >
      {(entries: CampaignLogEntry[]) => (
        <ListTable
          rows={entries}
          label="Lifecycle log"
          rowKey={(entry) => String(entry.seq)}
          columns={[
            { header: 'What', namesRow: true, cell: logEntryText },
            { header: 'Who', cell: logActorText },
            { header: 'When', cell: (entry) => dateText(entry.created_at) },
          ]}
        />
      )}
    </PanelList>
  )
}
