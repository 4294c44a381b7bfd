import { type RefObject, useEffect, useRef } from 'react'
import type { FormActorRef } from '../../machines/form'

/**
 * Everything the form would send, in order, as one string. Hidden inputs count: React Aria's
 * Select and ComboBox, the app's date pickers, multi-selects and phone inputs keep their
 * values there, changed without an input event.
 */
function sentValues(form: HTMLFormElement | null): string {
  if (!form) return ''
  return JSON.stringify(
    Array.from(new FormData(form), ([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]),
  )
}

/** A choice held outside the inputs (a checkbox group kept in state) still is input. */
const isChoice = (target: EventTarget) =>
  target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type)

/**
 * Whether a form holds input entered since it was last sent successfully, by any control:
 * typing (an input event), and any change to what the form would send since the person first
 * pressed a key or a pointer in it (a Select, a ComboBox's pick, a date picker, a phone's
 * country: none of them types). The values are read as they were at that first touch, not at
 * mount: React Aria fills a select's options after its first render. Not while it is being sent:
 * a success that navigates away (its owner's reaction, run before the machine settles) leaves
 * nothing unsaved behind.
 */
export function useEditedSinceSaved(
  actor: FormActorRef,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const edited = useRef(false)
  // What the form would send when the person first touched it; null until then.
  const touchedValues = useRef<string | null>(null)
  useEffect(() => {
    // Only the arrival of a success clears: the machine stays `succeeded` while typing goes on.
    let wasSubmitting = actor.getSnapshot().matches('submitting')
    const subscription = actor.subscribe((snapshot) => {
      if (wasSubmitting && snapshot.matches('succeeded')) {
        edited.current = false
        touchedValues.current = null
      }
      wasSubmitting = snapshot.matches('submitting')
    })
    return () => subscription.unsubscribe()
  }, [actor])
  return useRef({
    /** An input event in the form: typed, or a box ticked. */
    noteInput: (target: EventTarget) => {
      if ((target as HTMLInputElement).name || isChoice(target)) edited.current = true
    },
    /** A key or a pointer pressed in the form (its popovers too): before any change it makes. */
    noteTouch: () => {
      touchedValues.current ??= sentValues(formRef.current)
    },
    isDirty: () =>
      !actor.getSnapshot().matches('submitting') &&
      (edited.current ||
        (touchedValues.current !== null && sentValues(formRef.current) !== touchedValues.current)),
  }).current
}
