import { useState } from 'react'
import { FileDropZone } from '../../design/FileDropZone'
import { ProgressBar } from '../../design/ProgressBar'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

/** The pieces of the CSV upload: the drop zone with its chooser, and progress bars. */
export function UploadSection() {
  const t = useMessages(messages)
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <>
      <Specimen title={t('upload.dropSpecimen')}>
        <div className={styles.stack}>
          <FileDropZone
            label={t('upload.choose')}
            hint={t('upload.nothingUploaded')}
            onFile={(file) => setChosen(file.name)}
          />
          <p role="status">
            {chosen ? t('upload.chosen', { name: chosen }) : t('upload.noneChosen')}
          </p>
        </div>
      </Specimen>
      <Specimen title={t('upload.disabledSpecimen')}>
        <FileDropZone label={t('upload.chooseAnother')} isDisabled onFile={() => {}} />
      </Specimen>
      <Specimen title={t('upload.progressSpecimen')}>
        <div className={styles.stack}>
          <ProgressBar label={t('upload.notStarted')} value={0} />
          <ProgressBar
            label={t('upload.upload')}
            value={35}
            valueLabel={t('upload.uploadProgress', { done: 3.5, total: 10, share: 35 })}
          />
          <ProgressBar label={t('upload.finished')} value={100} />
          <ProgressBar label={t('upload.waiting')} isIndeterminate />
        </div>
      </Specimen>
    </>
  )
}
