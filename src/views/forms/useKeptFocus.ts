import { useCallback, useLayoutEffect, useRef } from 'react'

const focusable =
  'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])'

const controlsIn = (area: HTMLElement) => [...area.querySelectorAll<HTMLElement>(focusable)]

/**
 * Keeps keyboard focus in place when the content of an area is replaced (`contentKey` changes: a
 * form re-keyed with the saved values). The focused control goes with the old content, and focus
 * would fall to the page's body until React Aria's focus scope took it back a frame later: a key
 * pressed in between (Escape, to shut the sheet) was lost. The control at the same place in the
 * new content takes focus in the same commit, before any key can arrive.
 */
export function useKeptFocus(contentKey: string) {
  const area = useRef<HTMLElement | null>(null)
  const place = useRef(-1)
  /** The area's element: where its focused control is, noted as focus moves. */
  const ref = useCallback((element: HTMLElement | null) => {
    area.current = element
    if (!element) return
    const note = (event: FocusEvent) => {
      place.current = controlsIn(element).indexOf(event.target as HTMLElement)
    }
    element.addEventListener('focusin', note)
    return () => element.removeEventListener('focusin', note)
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the content is replaced
  useLayoutEffect(() => {
    const element = area.current
    if (!element || place.current < 0) return
    const focused = element.ownerDocument.activeElement
    if (focused && focused !== element.ownerDocument.body && focused.isConnected) return
    controlsIn(element)[place.current]?.focus({ preventScroll: true })
  }, [contentKey])
  return ref
}
