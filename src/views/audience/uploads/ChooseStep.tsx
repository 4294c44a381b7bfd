import { useSelector } from '@xstate/react'
import { audienceLimits } from '../../../contract/constants'
import { FileDropZone } from '../../../design/FileDropZone'
import { Notice } from '../../../design/Notice'
import { type DataImportRef, selectProblem } from '../../../machines/dataImport'
import * as styles from './uploads.css'

const maxMegabytes = Math.round(audienceLimits.uploadMaxBytes / (1024 * 1024))

/** Step 1: a CSV file, chosen or dropped; why the last one was refused, when it was. */
export function ChooseStep({ flow }: { flow: DataImportRef }) {
  const problem = useSelector(flow, selectProblem)
  return (
    <section aria-labelledby="choose-title" className={styles.step}>
      <h2 id="choose-title">Choose a CSV file</h2>
      {problem && (
        <Notice
          tone={problem.kind === 'cancelled' ? 'info' : 'danger'}
          role={problem.kind === 'cancelled' ? 'status' : 'alert'}
          title={problem.kind === 'cancelled' ? undefined : 'This file cannot be imported'}
        >
          {problem.message}
        </Notice>
      )}
      <FileDropZone
        label="Choose a CSV file"
        hint={`UTF-8 text, a header row, then one contact per row; up to ${maxMegabytes} MB.`}
        acceptedFileTypes={['.csv', 'text/csv', 'text/plain']}
        onFile={(file) => flow.send({ type: 'file.choose', file })}
      />
    </section>
  )
}
