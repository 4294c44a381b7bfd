import type { FlowEditorEvent, Fragment } from '../../../machines/flowEditor'

/**
 * What was last copied in any automation's editor, kept while the app runs, so a selection
 * copied in one automation pastes into another (each editor's machine has its own clipboard).
 */
let copied: Fragment | undefined

export const rememberCopied = (fragment: Fragment) => {
  copied = fragment
}

/** A paste takes what was last copied anywhere; every other event is sent as it is. */
export function withCopied(event: FlowEditorEvent): FlowEditorEvent {
  if (event.type !== 'paste' || event.fragment || !copied) return event
  return { ...event, fragment: copied }
}
