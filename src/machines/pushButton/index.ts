export { createPushButtonActors, type PushButtonActorDeps } from './pushButton.actors'
export {
  type PushButtonEvent,
  type PushButtonMachine,
  type PushButtonRef,
  pushButtonMachine,
} from './pushButton.machine'
export { type PushButtonStatus, selectPushButtonStatus } from './selectors'
