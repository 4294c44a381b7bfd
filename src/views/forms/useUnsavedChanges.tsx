import { useBlocker, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useUnsavedScope } from './UnsavedScope'
import { useAskToLeave } from './useAskToLeave'

/**
 * Work is never lost silently: while `isDirty` says the form holds unsaved input, leaving the
 * page asks first (an in-app link, Back: TanStack Router's blocker with the app's confirm
 * dialog; a reload or closing the tab: the browser's own beforeunload question), and so does
 * closing the sheet or dialog it sits in (see UnsavedScope). Moving within the page (a search
 * parameter, a wizard's step) is not leaving it, unless the form sits in a sheet, which the URL
 * opens and Back closes. A lost session leaves for sign-in at once: the
 * form's draft is kept for after it (useFormDraft).
 */
export function useUnsavedChanges(isDirty: boolean | (() => boolean)) {
  const askToLeave = useAskToLeave()
  const session = useRouter().options.context?.session
  const scope = useUnsavedScope()
  const dirty = useRef(isDirty)
  dirty.current = isDirty
  // Set once the person chose to discard; cleared when the input is clean again.
  const released = useRef(false)
  const holdsInput = () => {
    const current = typeof dirty.current === 'function' ? dirty.current() : dirty.current
    if (!current) released.current = false
    return current && !released.current
  }
  const sessionLost = () => session?.getSnapshot().hasTag('signedIn') === false

  const input = useRef({
    isDirty: () => holdsInput() && !sessionLost(),
    release: () => {
      released.current = true
    },
  })
  input.current.isDirty = () => holdsInput() && !sessionLost()
  useEffect(() => scope?.add(input.current), [scope])

  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (!holdsInput() || sessionLost()) return false
      // A sheet lives in the URL's search (`?edit=new`): Back closes it. A page's form stays.
      if (current.pathname === next.pathname && scope === null) return false
      const leave = await askToLeave()
      if (leave) released.current = true
      return !leave
    },
    enableBeforeUnload: () => holdsInput() && !sessionLost(),
  })
}

/**
 * `useUnsavedChanges` for a part that may be drawn outside a router (a form in a component
 * test): nothing to leave there, so nothing is guarded.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  return useRouter({ warn: false }) ? <RoutedGuard isDirty={isDirty} /> : null
}

function RoutedGuard({ isDirty }: { isDirty: () => boolean }) {
  useUnsavedChanges(isDirty)
  return null
}
