import type { ReactNode } from 'react'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import type { LiveQuery } from '../../lists/useLiveQuery'

/** A list that could not be read: why, with a retry. */
export function QueryProblem({
  title,
  query,
}: {
  title: string
  query: Pick<LiveQuery<unknown>, 'problem' | 'retry'>
}) {
  const t = useMessages(messages)
  return (
    <Notice
      tone="danger"
      role="alert"
      title={title}
      actions={<Button onPress={query.retry}>{t('query.retry')}</Button>}
    >
      {query.problem}
    </Notice>
  )
}

/**
 * A list the wizard chooses from: loading, its failure (with a retry), empty (with what to do),
 * or the list itself.
 */
export function QueryState<Row>({
  query,
  what,
  empty,
  children,
}: {
  query: LiveQuery<Row[]>
  /** What the list holds, for its failure. */
  what: 'segments' | 'tags' | 'feeds' | 'senderIds' | 'texts' | 'offers'
  empty: ReactNode
  children: (rows: Row[]) => ReactNode
}) {
  const t = useMessages(messages)
  if (query.problem !== null && query.data === undefined)
    return <QueryProblem title={t('query.problem', { what })} query={query} />
  if (query.data === undefined) return <PendingList />
  if (query.data.length === 0) return <p className={listStyles.empty}>{empty}</p>
  return <>{children(query.data)}</>
}
