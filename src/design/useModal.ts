import { useRef } from 'react'
import type { ModalType } from '../contract/constants'
import { createModalActors, type ModalRef, modalMachine } from '../machines/modal'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'

export interface UseModalOptions {
  /** @default 'info' */
  type?: ModalType
  /** The primary button's work; the dialog stays open (busy) until it settles. */
  confirm?: (signal: AbortSignal) => unknown
}

/** A modal machine for one dialog; open it with `modal.send({ type: 'modal.open' })`. */
export function useModal({ type, confirm }: UseModalOptions = {}): ModalRef {
  const confirmRef = useRef(confirm)
  confirmRef.current = confirm
  return useJournaledActorRef(
    modalMachine.provide({
      actors: createModalActors({ confirm: (signal) => confirmRef.current?.(signal) }),
    }),
    { input: type ? { type } : {} },
  )
}
