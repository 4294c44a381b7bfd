import { useEffect, useRef } from 'react'
import type { FormActorRef } from '../../machines/form'

/**
 * Whether a form holds input typed since it was last sent successfully. Not while it is being
 * sent: a success that navigates away (its owner's reaction, run before the machine settles)
 * leaves nothing unsaved behind.
 */
export function useEditedSinceSaved(actor: FormActorRef) {
  const edited = useRef(false)
  useEffect(() => {
    // Only the arrival of a success clears: the machine stays `succeeded` while typing goes on.
    let wasSubmitting = actor.getSnapshot().matches('submitting')
    const subscription = actor.subscribe((snapshot) => {
      if (wasSubmitting && snapshot.matches('succeeded')) edited.current = false
      wasSubmitting = snapshot.matches('submitting')
    })
    return () => subscription.unsubscribe()
  }, [actor])
  return useRef({
    markEdited: () => {
      edited.current = true
    },
    isDirty: () => edited.current && !actor.getSnapshot().matches('submitting'),
  }).current
}
