import { createContext, useCallback, useContext, useRef } from 'react'
import { useAskToLeave } from './useAskToLeave'

/** A form inside a scope: whether it holds unsaved input, and how to let it go once asked. */
export interface UnsavedInput {
  isDirty: () => boolean
  /** The person chose to discard it: the navigation that follows is not asked about again. */
  release: () => void
}

interface Scope {
  add: (input: UnsavedInput) => () => void
}

const ScopeContext = createContext<Scope | null>(null)

/** The scope a form registers with, if it sits in one (a sheet, a dialog). */
export const useUnsavedScope = () => useContext(ScopeContext)

/** Put around a sheet's or dialog's content, with `useGuardedClose`'s `scope`. */
export const UnsavedScope = ScopeContext.Provider

/**
 * A sheet's or dialog's forms: `requestClose` asks before closing over unsaved input (Escape, a
 * click outside, Close, Cancel) and closes at once when there is none. Its `scope` is given to
 * an `UnsavedScope` around the content.
 */
export function useGuardedClose(close: () => void) {
  const inputs = useRef(new Set<UnsavedInput>())
  const askToLeave = useAskToLeave()
  const scope = useRef<Scope>({
    add: (input) => {
      inputs.current.add(input)
      return () => inputs.current.delete(input)
    },
  })
  const requestClose = useCallback(async () => {
    const dirty = [...inputs.current].filter((input) => input.isDirty())
    if (dirty.length > 0) {
      if (!(await askToLeave())) return
      for (const input of dirty) input.release()
    }
    close()
  }, [askToLeave, close])
  return { requestClose, scope: scope.current }
}
