import type { FlowEditorEvent } from '../../../machines/flowEditor'

/** Canvas units an arrow key moves the selection by; with Shift, a larger step. */
export const nudgeStep = { small: 10, large: 50 } as const

/** Keys that type into a field are the field's: undo there undoes the typing, not the graph. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return (
    target instanceof HTMLInputElement && !['button', 'checkbox', 'radio'].includes(target.type)
  )
}

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

interface KeyPress {
  key: string
  shiftKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
}

/**
 * The editor event a key press means, or null: Ctrl/⌘+Z undoes, with Shift (or Ctrl+Y) redoes;
 * Ctrl/⌘+C, V and D copy, paste and duplicate; on the canvas the arrow keys move the selection.
 * Nothing while typing in a field.
 */
export function editorEventOfKey(press: KeyPress, onCanvas: boolean): FlowEditorEvent | null {
  if (isTypingTarget(press.target) || press.altKey) return null
  const command = press.ctrlKey || press.metaKey
  const key = press.key.toLowerCase()
  if (command) {
    if (key === 'z') return { type: press.shiftKey ? 'redo' : 'undo' }
    if (key === 'y') return { type: 'redo' }
    if (!onCanvas) return null
    if (key === 'c') return { type: 'copy' }
    if (key === 'v') return { type: 'paste' }
    if (key === 'd') return { type: 'duplicate' }
    return null
  }
  const arrow = arrows[press.key]
  if (!arrow || !onCanvas) return null
  const step = press.shiftKey ? nudgeStep.large : nudgeStep.small
  return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step }
}
