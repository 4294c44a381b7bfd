import { useSelector } from '@xstate/react'
import { type FlowEditorRef, selectAnnouncement } from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'

/**
 * Says each step of the editor (done, undone, redone) in a polite live region. The step's number
 * keys the text, so the same words said twice are read twice.
 */
export function EditorAnnouncer({ editor }: { editor: FlowEditorRef }) {
  const t = useMessages(messages)
  const announcement = useSelector(editor, selectAnnouncement)
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {announcement && (
        <span key={announcement.sequence}>
          {t(`announce.${announcement.direction}`, { intent: announcement.intent })}
        </span>
      )}
    </div>
  )
}
