import { useEffect, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { campaignScreens } from '../../../../contract/constants'
import type {
  CallOutcome,
  CallStatus,
  VoiceCallList,
  VoiceCallResource,
  VoiceCampaignStats,
} from '../../../../contract/voice-campaign'
import messages, { type Key } from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { PanelList } from '../../../campaigns/detail/PanelList'
import { useLoadedPage } from '../../../campaigns/detail/useLoadedPage'
import { ListTable } from '../../../lists/ListTable'
import * as listStyles from '../../../lists/lists.css'
import { useDateText } from '../../../lists/useDateText'
import { voiceCampaignsApi } from '../voiceApi'

const statusKeys: Record<CallStatus, Key> = {
  queued: 'callStatus.queued',
  dialing: 'callStatus.dialing',
  ringing: 'callStatus.ringing',
  'in-progress': 'callStatus.inProgress',
  completed: 'callStatus.completed',
  ended: 'callStatus.ended',
  cancelled: 'callStatus.cancelled',
}
const outcomeKeys: Record<CallOutcome, Key> = {
  answered: 'callOutcome.answered',
  voicemail: 'callOutcome.voicemail',
  'no-answer': 'callOutcome.noAnswer',
  busy: 'callOutcome.busy',
  failed: 'callOutcome.failed',
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
  const t = useMessages(messages)
  const [page, setPage] = useState(1)
  const moved = useSettled(stats, activeCalls, version)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const { locale } = useLocale()
  const count = new Intl.NumberFormat(locale)
  const { result, retry } = useLoadedPage<VoiceCallList>(
    `${campaignId} ${page} ${moved}`,
    (signal) => voiceCampaignsApi.calls(campaignId, { page }, signal),
  )
  return (
    <section aria-labelledby="voice-calls-title" className={listStyles.section}>
      <h2 id="voice-calls-title" className={listStyles.sectionTitle}>
        {t('callList.title')}
      </h2>
      <PanelList
        result={result}
        retry={retry}
        problemTitle={t('callList.problem')}
        empty={t('callList.empty')}
        pagerLabel={t('callList.pager')}
        onPageChange={setPage}
      >
        {(calls: VoiceCallResource[]) => (
          <ListTable
            rows={calls}
            label={t('callList.table')}
            rowKey={(call) => call.id}
            columns={[
              { header: t('callList.to'), namesRow: true, cell: (call) => call.to },
              { header: t('callList.from'), cell: (call) => call.from },
              { header: t('callList.status'), cell: (call) => t(statusKeys[call.status]) },
              {
                header: t('callList.outcome'),
                cell: (call) => (call.outcome ? t(outcomeKeys[call.outcome]) : ''),
              },
              { header: t('callList.attempt'), cell: (call) => count.format(call.attempt) },
              {
                header: t('callList.duration'),
                cell: (call) =>
                  call.duration_seconds === null
                    ? ''
                    : t('callList.seconds', { seconds: call.duration_seconds }),
              },
              {
                header: t('callList.started'),
                cell: (call) => (call.started_at ? dateText(call.started_at) : ''),
              },
            ]}
          />
        )}
      </PanelList>
    </section>
  )
}
