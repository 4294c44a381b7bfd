import { useSelector } from '@xstate/react'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { ProgressBar } from '../../../design/ProgressBar'
import { type DataImportRef, selectDataFile } from '../../../machines/dataImport'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ImportCounts } from './ImportCounts'
import * as styles from './uploads.css'

/**
 * Step 4: the import the server runs in the background, live: rows read of the file's rows, and
 * the counts so far. Leaving the page does not stop it; the list of uploads follows it too.
 */
export function ImportStep({ flow }: { flow: DataImportRef }) {
  const t = useMessages(messages)
  const dataFile = useSelector(flow, selectDataFile)
  const lost = useSelector(flow, (snapshot) => snapshot.matches('watchLost'))
  if (!dataFile) return null
  const waiting = dataFile.status === 'mapped'
  return (
    <section aria-labelledby="import-title" className={styles.step}>
      <h2 id="import-title" className={styles.fileHeading}>
        {t('import.title', { filename: dataFile.filename })}
      </h2>
      {lost ? (
        <Notice
          tone="warning"
          role="alert"
          title={t('import.lost')}
          actions={
            <Button onPress={() => flow.send({ type: 'dataImport.retry' })}>
              {t('import.followAgain')}
            </Button>
          }
        >
          {t('import.lostBody')}
        </Notice>
      ) : (
        <ProgressBar
          label={t('import.progress')}
          value={dataFile.percent}
          valueLabel={
            waiting
              ? t('import.waiting')
              : t('import.rows', {
                  processed: dataFile.counts.processed,
                  total: dataFile.row_count,
                  percent: dataFile.percent,
                })
          }
        />
      )}
      <ImportCounts counts={dataFile.counts} label={t('import.countsSoFar')} />
      <div className={styles.row}>
        <Button onPress={() => flow.send({ type: 'dataImport.restart' })}>
          {t('import.another')}
        </Button>
      </div>
    </section>
  )
}
