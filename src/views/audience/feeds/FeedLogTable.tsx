import type { FeedLogList, FeedLogResource } from '../../../contract/feed'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import * as styles from './feeds.css'

const outcomeNames: Record<FeedLogResource['outcome'], string> = {
  accepted: 'Accepted',
  partial: 'Partly accepted',
  rejected: 'Rejected',
}

/** Why a batch, or some of its rows, were refused: the batch's message, then each row's reasons. */
function Reasons({ log }: { log: FeedLogResource }) {
  if (!log.message && log.reasons.length === 0) return <span className={listStyles.muted}>—</span>
  const unlisted = log.rejected - log.reasons.length
  return (
    <ul className={styles.reasons}>
      {log.message && <li>{log.message}</li>}
      {log.reasons.map((reason) => (
        <li key={reason.index}>
          Row {reason.index + 1}
          {reason.phone ? ` (${reason.phone})` : ''}: {reason.reasons.join(' ')}
        </li>
      ))}
      {log.reasons.length > 0 && unlisted > 0 && <li>…and {unlisted} more rows.</li>}
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
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const columns: ListColumn<FeedLogResource>[] = [
    { header: 'Received', namesRow: true, cell: (log) => dateText(log.received_at) },
    { header: 'Feed', cell: (log) => log.feed_name },
    { header: 'Outcome', cell: (log) => outcomeNames[log.outcome] },
    { header: 'Rows', cell: (log) => log.rows },
    { header: 'Accepted', cell: (log) => log.accepted },
    { header: 'Rejected', cell: (log) => log.rejected },
    { header: 'Why rows were refused', cell: (log) => <Reasons log={log} /> },
  ]
  return (
    <ListPage
      result={result}
      problemTitle="The logs could not be loaded"
      empty={
        filtered
          ? 'No batch matches these filters.'
          : 'No batches received yet: each batch posted to a feed is logged here, refused ones too.'
      }
      pagerLabel="Log pages"
    >
      {(logs) => (
        <ListTable
          rows={logs}
          columns={columns}
          rowKey={(log) => log.id}
          label="Batches received"
        />
      )}
    </ListPage>
  )
}
