import { useSelector } from '@xstate/react'
import { useLocale } from 'react-aria-components'
import { Button } from '../../../design/Button'
import { FileDropZone } from '../../../design/FileDropZone'
import { Notice } from '../../../design/Notice'
import { ProgressBar } from '../../../design/ProgressBar'
import {
  type DataImportRef,
  selectFile,
  selectProblem,
  selectUploadPercent,
} from '../../../machines/dataImport'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { problemText, sizeText } from './format'
import * as styles from './uploads.css'

/** Step 2: the file on its way, with how much has gone and a way to stop it. */
export function UploadStep({ flow }: { flow: DataImportRef }) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const file = useSelector(flow, selectFile)
  const percent = useSelector(flow, selectUploadPercent)
  const loaded = useSelector(flow, (snapshot) => snapshot.context.upload.loaded)
  const problem = useSelector(flow, selectProblem)
  const failed = useSelector(flow, (snapshot) => snapshot.matches('uploadFailed'))
  const total = file?.size ?? 0
  return (
    <section aria-labelledby="upload-title" className={styles.step}>
      <h2 id="upload-title" className={styles.fileHeading}>
        {t('upload.title', { filename: file?.name ?? '' })}
      </h2>
      {failed ? (
        <>
          <Notice
            tone="danger"
            role="alert"
            title={t('upload.failed')}
            actions={
              <Button
                tone="primary"
                variant="solid"
                onPress={() => flow.send({ type: 'dataImport.retry' })}
              >
                {t('retry')}
              </Button>
            }
          >
            {problemText(t, problem)}
          </Notice>
          <FileDropZone
            label={t('mapping.another')}
            acceptedFileTypes={['.csv', 'text/csv', 'text/plain']}
            onFile={(chosen) => flow.send({ type: 'file.choose', file: chosen })}
          />
        </>
      ) : (
        <>
          <ProgressBar
            label={t('upload.progress')}
            value={percent}
            valueLabel={t('upload.sent', {
              loaded: sizeText(t, loaded, locale),
              total: sizeText(t, total, locale),
              percent,
            })}
          />
          <div className={styles.row}>
            <Button onPress={() => flow.send({ type: 'upload.cancel' })}>
              {t('upload.cancel')}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
