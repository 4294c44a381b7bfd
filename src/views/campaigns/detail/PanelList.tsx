import type { ReactNode } from 'react'
import type { ListMeta } from '../../../contract/list'
import { failureMessage } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { Pagination } from '../../../design/Pagination'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'

/**
 * A list inside a panel, paged in the panel rather than in the URL: loading, the problem with
 * a retry, the empty message, or the rows and their pages.
 */
export function PanelList<Row>({
  result,
  retry,
  problemTitle,
  empty,
  pagerLabel,
  onPageChange,
  children,
}: {
  result: ApiResult<{ data: Row[]; meta: ListMeta }> | null
  retry: () => void
  problemTitle: string
  empty: ReactNode
  pagerLabel: string
  onPageChange: (page: number) => void
  children: (rows: Row[]) => ReactNode
}) {
  const t = useMessages(messages)
  if (result === null) return <PendingList />
  if (!result.ok)
    return (
      <Notice
        tone={result.status === 403 ? 'warning' : 'danger'}
        role="alert"
        title={problemTitle}
        actions={
          result.status === 403 ? undefined : (
            <Button onPress={retry}>{t('panelList.retry')}</Button>
          )
        }
      >
        {failureMessage(result)}
      </Notice>
    )
  const { data: rows, meta } = result.data
  if (rows.length === 0) return <p className={listStyles.empty}>{empty}</p>
  return (
    <>
      {children(rows)}
      {meta.last_page > 1 && (
        <Pagination
          aria-label={pagerLabel}
          totalItems={meta.total}
          currentPage={meta.page}
          itemsPerPage={meta.per_page}
          onPageChange={onPageChange}
        />
      )}
    </>
  )
}
