import { useSelector } from '@xstate/react'
import { Button } from '../../../design/Button'
import { Link } from '../../../design/Link'
import { Notice } from '../../../design/Notice'
import { type DataImportRef, selectDataFile } from '../../../machines/dataImport'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ErrorReportButton } from './ErrorReportButton'
import { ImportCounts } from './ImportCounts'
import * as styles from './uploads.css'

/**
 * Step 5: how the import ended. Invalid and skipped rows never hold back valid ones: they are
 * counted, and the error report lists each with its reason. A failed import may run again.
 */
export function SummaryStep({ flow }: { flow: DataImportRef }) {
  const t = useMessages(messages)
  const dataFile = useSelector(flow, selectDataFile)
  const failed = useSelector(flow, (snapshot) => snapshot.matches('importFailed'))
  if (!dataFile) return null
  const { counts } = dataFile
  const left = counts.skipped + counts.invalid
  return (
    <section aria-labelledby="summary-title" className={styles.step}>
      <h2 id="summary-title" className={styles.fileHeading}>
        {t(failed ? 'summary.failed' : 'summary.done', { filename: dataFile.filename })}
      </h2>
      {failed ? (
        <Notice
          tone="danger"
          role="alert"
          title={t('summary.stopped')}
          actions={
            <Button
              tone="primary"
              variant="solid"
              onPress={() => flow.send({ type: 'dataImport.retry' })}
            >
              {t('summary.runAgain')}
            </Button>
          }
        >
          {dataFile.error} {t('summary.kept')}
        </Notice>
      ) : (
        <Notice tone="success" role="status">
          {t('summary.counts', { imported: counts.imported, updated: counts.updated })}
          {left > 0 &&
            ` ${t('summary.left', { left, skipped: counts.skipped, invalid: counts.invalid })}`}
        </Notice>
      )}
      <ImportCounts counts={counts} label={t('summary.countsLabel')} />
      <div className={styles.row}>
        {dataFile.has_error_report && <ErrorReportButton dataFile={dataFile} />}
        <Button onPress={() => flow.send({ type: 'dataImport.restart' })}>
          {t('import.another')}
        </Button>
        <Link href="/audience/contacts">{t('summary.contacts')}</Link>
        <Link href="/audience/Uploads">{t('summary.uploads')}</Link>
      </div>
    </section>
  )
}
