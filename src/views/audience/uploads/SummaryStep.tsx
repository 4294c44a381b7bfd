import { useSelector } from '@xstate/react'
import { useLocale } from 'react-aria-components'
import { Button } from '../../../design/Button'
import { Link } from '../../../design/Link'
import { Notice } from '../../../design/Notice'
import { type DataImportRef, selectDataFile } from '../../../machines/dataImport'
import { ErrorReportButton } from './ErrorReportButton'
import { ImportCounts } from './ImportCounts'
import * as styles from './uploads.css'

/**
 * Step 5: how the import ended. Invalid and skipped rows never hold back valid ones: they are
 * counted, and the error report lists each with its reason. A failed import may run again.
 */
export function SummaryStep({ flow }: { flow: DataImportRef }) {
  const { locale } = useLocale()
  const dataFile = useSelector(flow, selectDataFile)
  const failed = useSelector(flow, (snapshot) => snapshot.matches('importFailed'))
  if (!dataFile) return null
  const number = new Intl.NumberFormat(locale)
  const { counts } = dataFile
  const left = counts.skipped + counts.invalid
  return (
    <section aria-labelledby="summary-title" className={styles.step}>
      <h2 id="summary-title">
        {failed ? 'The import failed' : 'The import is done'}:{' '}
        <span className={styles.fileName}>{dataFile.filename}</span>
      </h2>
      {failed ? (
        <Notice
          tone="danger"
          role="alert"
          title="The import stopped"
          actions={
            <Button
              tone="primary"
              variant="solid"
              onPress={() => flow.send({ type: 'dataImport.retry' })}
            >
              Run the import again
            </Button>
          }
        >
          {dataFile.error} Contacts imported before it stopped are kept.
        </Notice>
      ) : (
        <Notice tone="success" role="status">
          {number.format(counts.imported)} new and {number.format(counts.updated)} updated contacts.
          {left > 0 &&
            ` ${number.format(left)} rows were not imported (${number.format(counts.skipped)} skipped, ${number.format(counts.invalid)} invalid): the error report says why for each.`}
        </Notice>
      )}
      <ImportCounts counts={counts} label="Import counts" />
      <div className={styles.row}>
        {dataFile.has_error_report && <ErrorReportButton dataFile={dataFile} />}
        <Button onPress={() => flow.send({ type: 'dataImport.restart' })}>
          Upload another file
        </Button>
        <Link href="/audience/contacts">See the contacts</Link>
        <Link href="/audience/Uploads">All uploads</Link>
      </div>
    </section>
  )
}
