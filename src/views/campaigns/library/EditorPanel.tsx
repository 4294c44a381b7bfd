import type { ReactNode } from 'react'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import { SidePanel } from '../../lists/SidePanel'
import type { Editing } from './libraryLoader'
import { newRecord } from './librarySearch'

/** What a sheet edits, for its titles. */
export type RecordKind = 'offer' | 'senderId' | 'text'

/**
 * The sheet a library record is created or edited in, open while the URL names it (`?edit=`).
 * Escape, a click outside or Close shuts it; what was typed goes with it.
 */
export function EditorPanel<Record>({
  editing,
  kind,
  titleOf,
  onClose,
  children,
}: {
  editing: Editing<Record>
  kind: RecordKind
  titleOf: (record: Record) => string
  onClose: () => void
  /** The form: for a new record (null) or the loaded one. */
  children: (record: Record | null) => ReactNode
}) {
  const t = useMessages(messages)
  const title =
    editing === newRecord
      ? t('editor.new', { kind })
      : editing?.ok
        ? t('library.editNamed', { name: titleOf(editing.data) })
        : t('editor.editKind', { kind })
  return (
    <SidePanel isOpen={editing !== null} title={title} width="wide" onClose={onClose}>
      {editing !== null && <PanelContent editing={editing} kind={kind} form={children} />}
    </SidePanel>
  )
}

function PanelContent<Record>({
  editing,
  kind,
  form,
}: {
  editing: typeof newRecord | ApiResult<Record>
  kind: RecordKind
  form: (record: Record | null) => ReactNode
}) {
  const t = useMessages(messages)
  if (editing === newRecord) return form(null)
  if (!editing.ok) return <LoadProblem title={t('editor.loadProblem', { kind })} result={editing} />
  return form(editing.data)
}
