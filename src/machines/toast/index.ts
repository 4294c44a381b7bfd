export { selectToastProgress, selectToasts, toastRole } from './selectors'
export { createToastActors, type ToastAction } from './toast.actors'
export {
  type ToastContext,
  type ToastEvent,
  type ToastInput,
  type ToastMachine,
  toastDurationMs,
  toastMachine,
} from './toast.machine'
export {
  type ToastPreferences,
  type ToastQueueEvent,
  type ToastQueueMachine,
  type ToastQueueRef,
  type ToastRef,
  type ToastRequest,
  toastQueueMachine,
  toastQueueSystemId,
} from './toastQueue.machine'
