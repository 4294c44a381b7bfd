import { useSelector } from '@xstate/react'
import { useLocale } from 'react-aria-components'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { ProgressBar } from '../../../design/ProgressBar'
import { type DataImportRef, selectDataFile } from '../../../machines/dataImport'
import { ImportCounts } from './ImportCounts'
import * as styles from './uploads.css'

/**
 * Step 4: the import the server runs in the background, live: rows read of the file's rows, and
 * the counts so far. Leaving the page does not stop it; the list of uploads follows it too.
 */
export function ImportStep({ flow }: { flow: DataImportRef }) {
  const { locale } = useLocale()
  const dataFile = useSelector(flow, selectDataFile)
  const lost = useSelector(flow, (snapshot) => snapshot.matches('watchLost'))
  if (!dataFile) return null
  const number = new Intl.NumberFormat(locale)
  const waiting = dataFile.status === 'mapped'
  return (
    <section aria-labelledby="import-title" className={styles.step}>
      <h2 id="import-title">
        Importing <span className={styles.fileName}>{dataFile.filename}</span>
      </h2>
      {lost ? (
        <Notice
          tone="warning"
          role="alert"
          title="The progress of the import cannot be followed right now"
          actions={
            <Button onPress={() => flow.send({ type: 'dataImport.retry' })}>Follow it again</Button>
          }
        >
          The import goes on on the server; its result will be in the list of uploads.
        </Notice>
      ) : (
        <ProgressBar
          label="Import"
          value={dataFile.percent}
          valueLabel={
            waiting
              ? 'Waiting for a worker…'
              : `${number.format(dataFile.counts.processed)} of ${number.format(dataFile.row_count)} rows (${dataFile.percent}%)`
          }
        />
      )}
      <ImportCounts counts={dataFile.counts} label="Counts so far" />
      <div className={styles.row}>
        <Button onPress={() => flow.send({ type: 'dataImport.restart' })}>
          Upload another file
        </Button>
      </div>
    </section>
  )
}
