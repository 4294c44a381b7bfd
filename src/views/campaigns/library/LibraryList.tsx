import type { ReactNode } from 'react'
import { Button } from '../../../design/Button'
import * as listStyles from '../../lists/lists.css'
import * as styles from './library.css'
import { newRecord } from './librarySearch'
import { useLibraryEditor } from './useLibraryEditor'

/** A tab's list under its heading, with the button that opens an empty form for writers. */
export function LibraryList({
  id,
  title,
  newLabel,
  canWrite,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  title: string
  newLabel: string
  canWrite: boolean
  children: ReactNode
}) {
  const editor = useLibraryEditor()
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
