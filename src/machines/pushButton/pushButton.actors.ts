import { fromPromise } from 'xstate'

export interface PushButtonActorDeps {
  /** The owner's press handler; the button stays busy until a returned promise settles. */
  onPress: () => unknown
}

export function createPushButtonActors({ onPress }: PushButtonActorDeps) {
  return {
    press: fromPromise<unknown, void>(async () => {
      try {
        return await onPress()
      } catch (error) {
        // The button only shows the work; the failure belongs to the page, so it is reported.
        globalThis.reportError?.(error)
        throw error
      }
    }),
  }
}
