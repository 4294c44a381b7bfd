import { toast as toastConstants } from '../contract/constants'
import {
  createToastActors,
  type ToastAction,
  type ToastPreferences,
  type ToastQueueRef,
  type ToastRequest,
  toastMachine,
  toastQueueMachine,
  toastQueueSystemId,
} from '../machines/toast'
import { createJournaledActor, type JournalInspector } from './journal/journaledActor'

export interface NotifyOptions extends Omit<ToastRequest, 'actionLabel'> {
  /** A button on the toast: pressing it runs `run`, then dismisses the toast. */
  action?: { label: string; run: ToastAction }
}

export interface Notifier {
  /** The queue actor; machines may also send it `toasts.notify` events directly. */
  queue: ToastQueueRef
  /** Shows a toast and returns its id. */
  notify(options: NotifyOptions): string
  /** A notification from the server: an info toast with the notification timeout (5 s). */
  notification(message: string, title?: string): string
  dismiss(id: string): void
  clear(): void
  /** The user's preferences (duration scale, reduced motion), applied to new toasts. */
  configure(preferences: ToastPreferences): void
  stop(): void
}

/**
 * The app-wide toast queue: one `toastQueue` actor whose toasts run their actions through the
 * callbacks kept here (the toast machines stay serialisable for the journal).
 */
export function createNotifier(
  preferences: ToastPreferences = {},
  journal: JournalInspector | null = null,
): Notifier {
  const actions = new Map<string, ToastAction>()
  const machine = toastQueueMachine.provide({
    actors: { toast: toastMachine.provide({ actors: createToastActors({ actions }) }) },
  })
  const queue = createJournaledActor(journal, machine, {
    input: preferences,
    systemId: toastQueueSystemId,
  })
  queue.subscribe((snapshot) => {
    const live = new Set(snapshot.context.toasts.map((ref) => ref.id))
    for (const id of actions.keys()) if (!live.has(id)) actions.delete(id)
  })
  queue.start()

  let sequence = 0
  const notify = ({ action, ...request }: NotifyOptions) => {
    sequence += 1
    const id = request.id ?? `notice-${sequence}`
    if (action) actions.set(id, action.run)
    else actions.delete(id)
    queue.send({
      type: 'toasts.notify',
      toast: { ...request, id, ...(action ? { actionLabel: action.label } : {}) },
    })
    return id
  }

  return {
    queue,
    notify,
    notification: (message, title) =>
      notify({
        type: 'info',
        message,
        timeoutMs: toastConstants.notificationTimeoutMs,
        ...(title ? { title } : {}),
      }),
    dismiss: (id) => queue.send({ type: 'toasts.dismiss', id }),
    clear: () => queue.send({ type: 'toasts.clear' }),
    configure: (next) => queue.send({ type: 'toasts.configure', preferences: next }),
    stop: () => queue.stop(),
  }
}
