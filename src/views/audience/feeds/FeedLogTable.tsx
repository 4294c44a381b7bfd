import type { FeedLogList, FeedLogResource } from '../../../contract/feed'
import messages from '../../../messages/audience-feeds/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import * as styles from './feeds.css'

/** Why a batch, or some of its rows, were refused: the batch's message, then each row's reasons. */
function Reasons({ log }: { log: FeedLogResource }) {
  const t = useMessages(messages)
  if (!log.message && log.reasons.length === 0) return <span className={listStyles.muted}>—</span>
  const unlisted = log.rejected - log.reasons.length
  return (
    <ul className={styles.reasons}>
      {log.message && <li>{log.message}</li>}
      {log.reasons.map((reason) => (
        <li key={reason.index}>
          {reason.phone
            ? t('logs.reason.phone', {
                row: reason.index + 1,
                phone: reason.phone,
                reasons: reason.reasons.join(' '),
              })
            : t('logs.reason', { row: reason.index + 1, reasons: reason.reasons.join(' ') })}
        </li>
      ))}
      {log.reasons.length > 0 && unlisted > 0 && <li>{t('logs.more', { count: unlisted })}</li>}
    </ul>
  )
}

/** The batches received, newest first, with what was accepted and why the rest was refused. */
export function FeedLogTable({
  result,
  filtered,
}: {
  result: ApiResult<FeedLogList>
  filtered: boolean
}) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const columns: ListColumn<FeedLogResource>[] = [
    { header: t('logs.received'), namesRow: true, cell: (log) => dateText(log.received_at) },
    { header: t('logs.feed'), cell: (log) => log.feed_name },
    { header: t('logs.outcome'), cell: (log) => t(`outcome.${log.outcome}`) },
    { header: t('logs.rows'), cell: (log) => log.rows },
    { header: t('logs.accepted'), cell: (log) => log.accepted },
    { header: t('logs.rejected'), cell: (log) => log.rejected },
    { header: t('logs.why'), cell: (log) => <Reasons log={log} /> },
  ]
  return (
    <ListPage
      result={result}
      problemTitle={t('logs.loadProblem')}
      empty={t(filtered ? 'logs.noMatch' : 'logs.empty')}
      pagerLabel={t('logs.pages')}
    >
      {(logs) => (
        <ListTable rows={logs} columns={columns} rowKey={(log) => log.id} label={t('logs.label')} />
      )}
    </ListPage>
  )
}
