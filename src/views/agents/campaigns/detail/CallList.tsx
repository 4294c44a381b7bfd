import { useEffect, useState } from 'react'
import { campaignScreens } from '../../../../contract/constants'
import type {
  CallOutcome,
  CallStatus,
  VoiceCallList,
  VoiceCallResource,
  VoiceCampaignStats,
} from '../../../../contract/voice-campaign'
import { PanelList } from '../../../campaigns/detail/PanelList'
import { useLoadedPage } from '../../../campaigns/detail/useLoadedPage'
import { ListTable } from '../../../lists/ListTable'
import * as listStyles from '../../../lists/lists.css'
import { useDateText } from '../../../lists/useDateText'
import { voiceCampaignsApi } from '../voiceApi'

const statusWords: Record<CallStatus, string> = {
  queued: 'Queued',
  dialing: 'Dialing',
  ringing: 'Ringing',
  'in-progress': 'In progress',
  completed: 'Completed',
  ended: 'Ended',
  cancelled: 'Cancelled',
}
const outcomeWords: Record<CallOutcome, string> = {
  answered: 'Answered',
  voicemail: 'Voicemail',
  'no-answer': 'No answer',
  busy: 'Busy',
  failed: 'Failed',
}

/**
 * Moving counters and lifecycle, settled: the list is read again at most every
 * `messageLogRefreshMs`. A stop cancels the queued calls without moving a counter (they count
 * placed calls), so the campaign's last edit (`version`) is part of what moves.
 */
function useSettled(
  stats: VoiceCampaignStats,
  activeCalls: number | undefined,
  version: string,
): string {
  const key = `${stats.calls} ${stats.answered} ${stats.completed} ${stats.failed} ${stats.voicemail} ${activeCalls} ${version}`
  const [settled, setSettled] = useState(key)
  useEffect(() => {
    if (key === settled) return
    const timer = setTimeout(() => setSettled(key), campaignScreens.messageLogRefreshMs)
    return () => clearTimeout(timer)
  }, [key, settled])
  return settled
}

/**
 * The campaign's calls, newest first (calls never placed last): to whom, from which number, how
 * they went. `version` is the campaign's last edit.
 */
export function CallList({
  campaignId,
  version,
  stats,
  activeCalls,
}: {
  campaignId: string
  version: string
  stats: VoiceCampaignStats
  activeCalls: number | undefined
}) {
  const [page, setPage] = useState(1)
  const moved = useSettled(stats, activeCalls, version)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const { result, retry } = useLoadedPage<VoiceCallList>(
    `${campaignId} ${page} ${moved}`,
    (signal) => voiceCampaignsApi.calls(campaignId, { page }, signal),
  )
  return (
    <section aria-labelledby="voice-calls-title" className={listStyles.section}>
      <h2 id="voice-calls-title" className={listStyles.sectionTitle}>
        Calls
      </h2>
      <PanelList
        result={result}
        retry={retry}
        problemTitle="The calls could not be loaded"
        empty="No calls yet: they are placed once the campaign starts, inside its call window."
        pagerLabel="Call pages"
        onPageChange={setPage}
      >
        {(calls: VoiceCallResource[]) => (
          <ListTable
            rows={calls}
            label="Calls"
            rowKey={(call) => call.id}
            columns={[
              { header: 'To', namesRow: true, cell: (call) => call.to },
              { header: 'From', cell: (call) => call.from },
              { header: 'Status', cell: (call) => statusWords[call.status] },
              {
                header: 'Outcome',
                cell: (call) => (call.outcome ? outcomeWords[call.outcome] : ''),
              },
              { header: 'Attempt', cell: (call) => call.attempt },
              {
                header: 'Duration',
                cell: (call) =>
                  call.duration_seconds === null ? '' : `${call.duration_seconds} s`,
              },
              {
                header: 'Started',
                cell: (call) => (call.started_at ? dateText(call.started_at) : ''),
              },
            ]}
          />
        )}
      </PanelList>
    </section>
  )
}
