import type { SnapshotFrom } from 'xstate'
import type { ModalMachine } from './modal.machine'

type ModalSnapshot = SnapshotFrom<ModalMachine>

export const selectModalIsOpen = (snapshot: ModalSnapshot) => snapshot.hasTag('open')
export const selectModalIsBusy = (snapshot: ModalSnapshot) => snapshot.hasTag('busy')
/** Mounted while open and during the exit, until the content is destroyed. */
export const selectModalIsMounted = (snapshot: ModalSnapshot) => !snapshot.matches('closed')
export const selectModalError = (snapshot: ModalSnapshot) => snapshot.context.error
export const selectModalType = (snapshot: ModalSnapshot) => snapshot.context.type
