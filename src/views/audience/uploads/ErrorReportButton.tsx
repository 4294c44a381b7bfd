import { failureMessage } from '../../../contract/result'
import { Button } from '../../../design/Button'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { dataFilesApi } from './dataFilesApi'

/** The report's file name: the upload's, with `-errors` (as the server names it). */
const reportName = (filename: string) =>
  `${filename.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_')}-errors.csv`

/** Offers text to the browser as a CSV download. */
function saveCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Downloads the per-row error report of an import: each refused or skipped row, its line and
 * why, then its own values, so a fixed copy can be uploaded again. The call carries the
 * session's token, which a plain link could not.
 */
export function ErrorReportButton({
  dataFile,
  size = 'm',
}: {
  dataFile: { id: string; filename: string }
  size?: 's' | 'm'
}) {
  const t = useMessages(messages)
  const notify = useNotify()
  return (
    <Button
      size={size}
      tone="primary"
      variant="soft"
      aria-label={t('errorReport.label', { filename: dataFile.filename })}
      onPress={async () => {
        const result = await dataFilesApi.errorReport(dataFile.id)
        if (result.ok) saveCsv(reportName(dataFile.filename), String(result.data ?? ''))
        else notify.notify({ type: 'danger', message: failureMessage(result) })
      }}
    >
      {t('errorReport.button')}
    </Button>
  )
}
