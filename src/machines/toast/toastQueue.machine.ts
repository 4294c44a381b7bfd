import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate'
import { type ToastInput, toastMachine } from './toast.machine'

/** The app-wide toast queue's name in the actor system: `system.get(toastQueueSystemId)`. */
export const toastQueueSystemId = 'toasts'

/** What a caller asks for; the queue adds the id (unless given) and the user's preferences. */
export type ToastRequest = Omit<ToastInput, 'id' | 'durationScale' | 'reducedMotion'> & {
  id?: string
}

export interface ToastPreferences {
  /** @default 1 */
  durationScale?: number
  /** @default false */
  reducedMotion?: boolean
}

export type ToastRef = ActorRefFrom<typeof toastMachine>

export interface ToastQueueContext {
  toasts: ToastRef[]
  nextId: number
  durationScale: number
  reducedMotion: boolean
}

export type ToastQueueEvent =
  | { type: 'toasts.notify'; toast: ToastRequest }
  | { type: 'toasts.dismiss'; id: string }
  | { type: 'toasts.clear' }
  | { type: 'toasts.configure'; preferences: ToastPreferences }
  | { type: 'xstate.done.actor.*' }

const doneActorPrefix = 'xstate.done.actor.'

/**
 * The one queue of toasts. Each toast is a spawned `toast` actor, stacked in arrival order and
 * removed when it ends (done) or is dismissed from outside. Other machines notify through it.
 */
export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
    input: {} as ToastPreferences,
  },
  actors: { toast: toastMachine },
  actions: {
    spawnToast: enqueueActions(({ context, enqueue }, params: { request: ToastRequest }) => {
      const id = params.request.id ?? `toast-${context.nextId}`
      // A caller may reuse an id to replace its toast (e.g. a progress message); stopping a
      // name no toast has does nothing.
      enqueue.stopChild(id)
      enqueue.assign(({ context: current, spawn }) => ({
        toasts: [
          ...current.toasts.filter((ref) => ref.id !== id),
          spawn('toast', {
            id,
            input: {
              ...params.request,
              id,
              durationScale: current.durationScale,
              reducedMotion: current.reducedMotion,
            },
          }),
        ],
        nextId: current.nextId + 1,
      }))
    }),
    removeToast: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      enqueue.stopChild(params.id)
      enqueue.assign({ toasts: context.toasts.filter((ref) => ref.id !== params.id) })
    }),
    removeAllToasts: enqueueActions(({ context, enqueue }) => {
      for (const ref of context.toasts) enqueue.stopChild(ref)
      enqueue.assign({ toasts: [] })
    }),
    storePreferences: assign(({ context }, params: { preferences: ToastPreferences }) => ({
      durationScale: params.preferences.durationScale ?? context.durationScale,
      reducedMotion: params.preferences.reducedMotion ?? context.reducedMotion,
    })),
  },
  guards: {
    hasNoToasts: ({ context }) => context.toasts.length === 0,
  },
}).createMachine({
  id: 'toastQueue',
  context: ({ input }) => ({
    toasts: [],
    nextId: 1,
    durationScale: input?.durationScale ?? 1,
    reducedMotion: input?.reducedMotion ?? false,
  }),
  initial: 'empty',
  on: {
    'toasts.notify': {
      target: '.showing',
      actions: { type: 'spawnToast', params: ({ event }) => ({ request: event.toast }) },
    },
    'toasts.configure': {
      actions: {
        type: 'storePreferences',
        params: ({ event }) => ({ preferences: event.preferences }),
      },
    },
  },
  states: {
    empty: {},
    showing: {
      always: { guard: 'hasNoToasts', target: 'empty' },
      on: {
        'toasts.dismiss': {
          actions: { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
        },
        'xstate.done.actor.*': {
          actions: {
            type: 'removeToast',
            params: ({ event }) => ({ id: event.type.slice(doneActorPrefix.length) }),
          },
        },
        'toasts.clear': { target: 'empty', actions: 'removeAllToasts' },
      },
    },
  },
})

export type ToastQueueMachine = typeof toastQueueMachine
export type ToastQueueRef = ActorRefFrom<ToastQueueMachine>
