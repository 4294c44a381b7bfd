import { useEffect, useState } from 'react'
import type { RateSheetPreview } from '../../../contract/rate-sheet'
import { failureMessage } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/routing-inboxes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useRoutingScope } from '../scope/RoutingScope'
import { columnLetter } from './columnMapping'
import { inboxesApiOf } from './inboxesApi'

interface PreviewRow {
  number: number
  cells: string[]
}

/**
 * The chosen sheet's first rows, read for the mapping form (null while they load), and the
 * workbook's sheets, kept while another one loads.
 */
export function useSheetPreview(sheetId: string, sheetName: string | null) {
  const inboxesApi = inboxesApiOf(useRoutingScope())
  const [attempt, setAttempt] = useState(0)
  const [preview, setPreview] = useState<ApiResult<RateSheetPreview> | null>(null)
  const [sheets, setSheets] = useState<string[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    const controller = new AbortController()
    setPreview(null)
    void inboxesApi
      .preview(sheetId, { sheet_name: sheetName ?? undefined }, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return
        setPreview(result)
        if (result.ok) setSheets(result.data.sheets)
      })
    return () => controller.abort()
  }, [sheetId, sheetName, attempt])
  return { preview, sheets, retry: () => setAttempt((value) => value + 1) }
}

/** The first rows as the sheet has them, under their column letters, so columns are mapped by sight. */
export function SheetPreview({
  preview,
  retry,
}: {
  preview: ApiResult<RateSheetPreview> | null
  retry: () => void
}) {
  const t = useMessages(messages)
  const problemText = useProblemText()
  if (preview === null) return <p className={listStyles.loading}>{t('preview.loading')}</p>
  if (!preview.ok)
    return (
      <Notice
        tone="danger"
        role="alert"
        title={t('preview.loadProblem')}
        actions={<Button onPress={retry}>{t('preview.retry')}</Button>}
      >
        {problemText(failureMessage(preview))}
      </Notice>
    )
  const width = Math.max(0, ...preview.data.rows.map((row) => row.length))
  const rows: PreviewRow[] = preview.data.rows.map((cells, index) => ({ number: index + 1, cells }))
  const columns: ListColumn<PreviewRow>[] = [
    { header: t('preview.row'), namesRow: true, cell: (row) => row.number },
    ...Array.from({ length: width }, (_, index) => ({
      header: columnLetter(index),
      cell: (row: PreviewRow) => <bdi>{row.cells[index] ?? ''}</bdi>,
    })),
  ]
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey={(row) => String(row.number)}
      caption={
        preview.data.sheet
          ? t('preview.caption', { sheet: preview.data.sheet })
          : t('preview.captionFile')
      }
      focusableScroller={t('preview.table')}
    />
  )
}
