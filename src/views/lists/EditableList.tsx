import type { ReactNode } from 'react'
import { Button } from '../../design/Button'
import { useNotify } from '../../services/NotifyProvider'
import { FormDialog } from './FormDialog'
import * as listStyles from './lists.css'

/** What a list the team edits has open: a new record's form, a row's, or nothing. */
export type Editing<Row> = Row | 'new' | null

/**
 * The heading of a list the team edits, with "New" for the roles that may write; the others are
 * told their role reads only (`readOnly`), so a missing button is never a puzzle.
 */
export function EditableListHeading({
  id,
  title,
  newLabel,
  canWrite,
  readOnly,
  onNew,
}: {
  id: string
  title: string
  newLabel: string
  canWrite: boolean
  readOnly?: string | undefined
  onNew: () => void
}) {
  return (
    <>
      <div className={listStyles.toolbar}>
        <h2 id={id} className={listStyles.sectionTitle}>
          {title}
        </h2>
        {canWrite && (
          <Button tone="primary" variant="solid" onPress={onNew}>
            {newLabel}
          </Button>
        )}
      </div>
      {!canWrite && readOnly && <p className={listStyles.muted}>{readOnly}</p>}
    </>
  )
}

/**
 * The create/edit dialog of such a list. The form it holds gets the record (null: a new one) and
 * `saved`, which says so in a toast (`savedText`), shuts the dialog and reloads the list.
 */
export function EditDialog<Row, Saved>({
  editing,
  onClose,
  title,
  savedText,
  onChanged,
  children,
}: {
  editing: Editing<Row>
  onClose: () => void
  title: (record: Row | null) => string
  savedText: (record: Row | null, saved: Saved) => string
  onChanged: () => void
  children: (record: Row | null, saved: (saved: Saved) => void) => ReactNode
}) {
  const notify = useNotify()
  const record = editing === 'new' ? null : editing
  return (
    <FormDialog
      isOpen={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={title(record)}
    >
      {(close) =>
        children(record, (saved) => {
          notify.notify({ type: 'success', message: savedText(record, saved) })
          close()
          onChanged()
        })
      }
    </FormDialog>
  )
}
