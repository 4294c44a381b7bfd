import { type RefObject, useEffect, useRef } from 'react'
import type { FlowEditorRef } from '../../../machines/flowEditor'
import { editorEventOfKey } from './editorKeys'

/**
 * The editor's keyboard: listened to on its root in the capture phase, before the canvas library
 * (which would move nodes with the arrow keys on its own, outside the history). Arrow presses of
 * one selection merge into one step in the machine until anything else happens.
 */
export function useEditorKeys(editor: FlowEditorRef, canvasRef: RefObject<HTMLElement | null>) {
  const rootRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const onKeyDown = (press: KeyboardEvent) => {
      const onCanvas = canvasRef.current?.contains(press.target as Node) ?? false
      const event = editorEventOfKey(press, onCanvas)
      if (!event) return
      press.preventDefault()
      press.stopPropagation()
      editor.send(event)
    }
    root.addEventListener('keydown', onKeyDown, { capture: true })
    return () => {
      root.removeEventListener('keydown', onKeyDown, { capture: true })
    }
  }, [editor, canvasRef])
  return rootRef
}
