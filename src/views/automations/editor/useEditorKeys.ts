import { type RefObject, useEffect, useRef } from 'react'
import type { FlowEditorRef } from '../../../machines/flowEditor'
import { withCopied } from './editorClipboard'
import { editorEventOfKey } from './editorKeys'

/**
 * The editor's keyboard: listened to on the page in the capture phase (the page is the editor's;
 * an undo button that was just disabled drops the focus to the body), before the canvas library
 * (which would move nodes with the arrow keys on its own, outside the history). Arrow presses of
 * one selection merge into one step in the machine until anything else happens.
 */
export function useEditorKeys(editor: FlowEditorRef, canvasRef: RefObject<HTMLElement | null>) {
  const rootRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const page = rootRef.current?.ownerDocument
    if (!page) return
    const onKeyDown = (press: KeyboardEvent) => {
      const onCanvas = canvasRef.current?.contains(press.target as Node) ?? false
      const event = editorEventOfKey(press, onCanvas)
      if (!event) return
      press.preventDefault()
      press.stopPropagation()
      editor.send(withCopied(event))
    }
    page.addEventListener('keydown', onKeyDown, { capture: true })
    return () => {
      page.removeEventListener('keydown', onKeyDown, { capture: true })
    }
  }, [editor, canvasRef])
  return rootRef
}
