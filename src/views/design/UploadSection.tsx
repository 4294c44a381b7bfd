import { useState } from 'react'
import { FileDropZone } from '../../design/FileDropZone'
import { ProgressBar } from '../../design/ProgressBar'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

/** The pieces of the CSV upload: the drop zone with its chooser, and progress bars. */
export function UploadSection() {
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <>
      <Specimen title="File drop zone">
        <div className={styles.stack}>
          <FileDropZone
            label="Choose a file"
            hint="Nothing is uploaded from the gallery."
            onFile={(file) => setChosen(file.name)}
          />
          <p role="status">{chosen ? `Chosen: ${chosen}` : 'No file chosen yet.'}</p>
        </div>
      </Specimen>
      <Specimen title="Disabled drop zone">
        <FileDropZone label="Choose another file" isDisabled onFile={() => {}} />
      </Specimen>
      <Specimen title="Progress bars">
        <div className={styles.stack}>
          <ProgressBar label="Not started" value={0} />
          <ProgressBar label="Upload" value={35} valueLabel="3.5 MB of 10 MB (35%)" />
          <ProgressBar label="Finished" value={100} />
          <ProgressBar label="Waiting" isIndeterminate />
        </div>
      </Specimen>
    </>
  )
}
