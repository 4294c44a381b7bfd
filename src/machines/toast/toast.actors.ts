import { fromPromise } from 'xstate'

/** A toast's action, kept out of the (serialisable) toast input and found by the toast's id. */
export type ToastAction = () => unknown

export interface ToastActorDeps {
  actions: Map<string, ToastAction>
}

export function createToastActors({ actions }: ToastActorDeps) {
  return {
    runAction: fromPromise<unknown, { id: string }>(async ({ input }) => {
      const action = actions.get(input.id)
      actions.delete(input.id)
      return action?.()
    }),
  }
}
