import type { ReactNode } from 'react'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import { SidePanel } from '../../lists/SidePanel'
import type { Editing } from './libraryLoader'
import { newRecord } from './librarySearch'

/**
 * The sheet a library record is created or edited in, open while the URL names it (`?edit=`).
 * Escape, a click outside or Close shuts it; what was typed goes with it.
 */
export function EditorPanel<Record>({
  editing,
  noun,
  titleOf,
  onClose,
  children,
}: {
  editing: Editing<Record>
  /** What is edited, for the titles: 'offer'. */
  noun: string
  titleOf: (record: Record) => string
  onClose: () => void
  /** The form: for a new record (null) or the loaded one. */
  children: (record: Record | null) => ReactNode
}) {
  const title =
    editing === newRecord
      ? `New ${noun}`
      : editing?.ok
        ? `Edit ${titleOf(editing.data)}`
        : `Edit ${noun}`
  return (
    <SidePanel isOpen={editing !== null} title={title} width="wide" onClose={onClose}>
      {editing !== null && <PanelContent editing={editing} noun={noun} form={children} />}
    </SidePanel>
  )
}

function PanelContent<Record>({
  editing,
  noun,
  form,
}: {
  editing: typeof newRecord | ApiResult<Record>
  noun: string
  form: (record: Record | null) => ReactNode
}) {
  if (editing === newRecord) return form(null)
  if (!editing.ok) return <LoadProblem title={`The ${noun} could not be loaded`} result={editing} />
  return form(editing.data)
}
