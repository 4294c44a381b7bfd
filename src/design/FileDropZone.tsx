import { DropZone, type FileDropItem, FileTrigger } from 'react-aria-components'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { Button } from './Button'
import * as styles from './FileDropZone.css'

export interface FileDropZoneProps {
  /** Names the button that opens the file chooser. */
  label: string
  /** Names the drop zone (and its hidden button, for a paste by keyboard). @default 'Drop a file here' */
  dropLabel?: string
  /** What the zone takes, said beside the button. */
  hint?: string
  /** File extensions and media types the chooser offers (`.csv`, `text/csv`). */
  acceptedFileTypes?: string[]
  isDisabled?: boolean
  /** The chosen or dropped file, as the browser gives it: nothing of it is read here. */
  onFile: (file: File) => void
}

/**
 * A place to drop a file, with a button that opens the file chooser for keyboard and screen
 * reader users (React Aria's DropZone and FileTrigger). Only the first file is taken.
 */
export function FileDropZone({
  label,
  dropLabel,
  hint,
  acceptedFileTypes,
  isDisabled,
  onFile,
}: FileDropZoneProps) {
  const t = useMessages(designMessages)
  const drop = dropLabel ?? t('fileDropZone.drop')
  return (
    <DropZone
      aria-label={drop}
      isDisabled={isDisabled}
      className={styles.zone}
      // Any file is taken: a CSV may come with no media type, and the server judges the bytes.
      getDropOperation={() => 'copy'}
      onDrop={async (event) => {
        const item = event.items.find((dropped): dropped is FileDropItem => dropped.kind === 'file')
        if (item) onFile(await item.getFile())
      }}
    >
      <p className={styles.prompt}>{t('fileDropZone.prompt', { drop })}</p>
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        onSelect={(files) => {
          const file = files?.[0]
          if (file) onFile(file)
        }}
      >
        <Button tone="primary" variant="solid" isDisabled={isDisabled}>
          {label}
        </Button>
      </FileTrigger>
      {hint && <p className={styles.hint}>{hint}</p>}
    </DropZone>
  )
}
