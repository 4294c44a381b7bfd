import type { ReactNode } from 'react'
import { Button } from '../../../design/Button'
import * as listStyles from '../../lists/lists.css'
import * as styles from './library.css'
import { newRecord } from './librarySearch'
import { useLibraryEditor } from './useLibraryEditor'

/** A tab's list under its heading, with the button that opens an empty form for writers. */
export function LibraryList({
  title,
  newLabel,
  canWrite,
  children,
}: {
  title: string
  newLabel: string
  canWrite: boolean
  children: ReactNode
}) {
  const editor = useLibraryEditor()
  const id = `library-${title.toLowerCase().replaceAll(' ', '-')}-title`
  return (
    <section aria-labelledby={id} className={listStyles.section}>
      <div className={styles.listHeader}>
        <h2 id={id} className={listStyles.sectionTitle}>
          {title}
        </h2>
        {canWrite && (
          <Button tone="primary" variant="solid" onPress={() => editor.open(newRecord)}>
            {newLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  )
}
