export { createModalActors, type ModalActorDeps } from './modal.actors'
export {
  type ModalContext,
  type ModalEmitted,
  type ModalEvent,
  type ModalInput,
  type ModalMachine,
  type ModalRef,
  modalMachine,
} from './modal.machine'
export {
  selectModalError,
  selectModalIsBusy,
  selectModalIsMounted,
  selectModalIsOpen,
  selectModalType,
} from './selectors'
