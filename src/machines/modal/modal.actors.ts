import { fromPromise } from 'xstate'

export interface ModalActorDeps {
  /** The primary button's work (a confirm dialog's destructive call); it may be aborted. */
  confirm?: (signal: AbortSignal) => unknown
}

export function createModalActors({ confirm }: ModalActorDeps) {
  return {
    confirm: fromPromise<unknown, void>(async ({ signal }) => confirm?.(signal)),
  }
}
