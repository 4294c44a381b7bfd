import type { SnapshotFrom } from 'xstate'
import type { ToastType } from '../../contract/constants'
import type { ToastMachine } from './toast.machine'
import type { ToastQueueMachine } from './toastQueue.machine'

type ToastSnapshot = SnapshotFrom<ToastMachine>
type ToastQueueSnapshot = SnapshotFrom<ToastQueueMachine>

/** How much of the countdown is left, from 1 (just shown) to 0 (about to fade). */
export const selectToastProgress = ({ context }: ToastSnapshot) => {
  if (!Number.isFinite(context.durationMs)) return 1
  return context.durationMs === 0 ? 0 : context.remainingMs / context.durationMs
}

export const selectToasts = (snapshot: ToastQueueSnapshot) => snapshot.context.toasts

/**
 * Problems interrupt (role alert); news waits for a pause in speech (role status). Denied is a
 * refusal the user must notice, so it interrupts too.
 */
export const toastRole = (type: ToastType): 'alert' | 'status' =>
  type === 'success' || type === 'info' ? 'status' : 'alert'
