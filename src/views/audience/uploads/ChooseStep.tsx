import { useSelector } from '@xstate/react'
import { FileDropZone } from '../../../design/FileDropZone'
import { Notice } from '../../../design/Notice'
import { type DataImportRef, selectProblem } from '../../../machines/dataImport'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { maxUploadMegabytes, problemText } from './format'
import * as styles from './uploads.css'

/** Step 1: a CSV file, chosen or dropped; why the last one was refused, when it was. */
export function ChooseStep({ flow }: { flow: DataImportRef }) {
  const t = useMessages(messages)
  const problem = useSelector(flow, selectProblem)
  return (
    <section aria-labelledby="choose-title" className={styles.step}>
      <h2 id="choose-title">{t('choose.title')}</h2>
      {problem && (
        <Notice
          tone={problem.kind === 'cancelled' ? 'info' : 'danger'}
          role={problem.kind === 'cancelled' ? 'status' : 'alert'}
          title={problem.kind === 'cancelled' ? undefined : t('choose.refused')}
        >
          {problemText(t, problem)}
        </Notice>
      )}
      <FileDropZone
        label={t('choose.title')}
        hint={t('choose.hint', { megabytes: maxUploadMegabytes })}
        acceptedFileTypes={['.csv', 'text/csv', 'text/plain']}
        onFile={(file) => flow.send({ type: 'file.choose', file })}
      />
    </section>
  )
}
