import { and, assign, fromPromise, not, or, setup, stateIn } from 'xstate'
import { type ToastType, toast as toastConstants } from '../../contract/constants'

/** What one toast shows and how it behaves; serialisable, so the journal can record it. */
export interface ToastInput {
  id: string
  type: ToastType
  message: string
  title?: string
  /** Overrides the timeout of the type (e.g. notifications); before the duration scale. */
  timeoutMs?: number
  /** The label of the action button; the action itself is the `runAction` actor. */
  actionLabel?: string
  /** @default true (spec §9: pause on hover on) */
  pauseOnHover?: boolean
  /**
   * The user's toast-duration preference (WCAG 2.2.1): multiplies every timeout; Infinity turns
   * them off, and the toast stays until closed. @default 1
   */
  durationScale?: number
  /** Reduced motion turns the fade off. @default false */
  reducedMotion?: boolean
}

export interface ToastContext {
  id: string
  type: ToastType
  message: string
  title: string | undefined
  actionLabel: string | undefined
  /** The whole countdown, already scaled; Infinity when the user turned time limits off. */
  durationMs: number
  remainingMs: number
  pauseOnHover: boolean
  reducedMotion: boolean
}

export type ToastEvent =
  | { type: 'toast.hover' }
  | { type: 'toast.leave' }
  | { type: 'toast.focus' }
  | { type: 'toast.blur' }
  | { type: 'toast.close' }
  | { type: 'toast.act' }

export function toastDurationMs(input: Pick<ToastInput, 'type' | 'timeoutMs' | 'durationScale'>) {
  const base = input.timeoutMs ?? toastConstants.timeoutMs[input.type]
  return Math.round(base * (input.durationScale ?? 1))
}

/**
 * One toast: it counts down while visible (paused while hovered, unless that is switched off, and
 * while it holds focus), fades out and ends. Close ends it at once; the action button runs the
 * action, then ends it. The queue removes a toast when it reaches its final state.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    input: {} as ToastInput,
  },
  actors: {
    runAction: fromPromise<unknown, { id: string }>(async () => undefined),
  },
  actions: {
    countDown: assign({
      remainingMs: ({ context }, params: { stepMs: number }) =>
        Math.max(0, context.remainingMs - params.stepMs),
    }),
    clearRemaining: assign({ remainingMs: 0 }),
  },
  guards: {
    isPausableOnHover: ({ context }) => context.pauseOnHover,
    hasAction: ({ context }) => context.actionLabel !== undefined,
    isUntimed: ({ context }) => !Number.isFinite(context.durationMs),
    isHeld: or([
      'isUntimed',
      and(['isPausableOnHover', stateIn('#toast.visible.pointer.over')]),
      stateIn('#toast.visible.focus.within'),
    ]),
  },
  delays: {
    tick: toastConstants.tickMs,
    expiry: ({ context }) => context.remainingMs,
    fade: ({ context }) => (context.reducedMotion ? 0 : toastConstants.fadeMaxMs),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => {
    const durationMs = toastDurationMs(input)
    return {
      id: input.id,
      type: input.type,
      message: input.message,
      title: input.title,
      actionLabel: input.actionLabel,
      durationMs,
      remainingMs: durationMs,
      pauseOnHover: input.pauseOnHover ?? toastConstants.pauseOnHover,
      reducedMotion: input.reducedMotion ?? false,
    }
  },
  initial: 'visible',
  states: {
    visible: {
      type: 'parallel',
      tags: ['shown'],
      on: {
        'toast.close': '#toast.dismissed',
        'toast.act': { guard: 'hasAction', target: '#toast.acting' },
      },
      states: {
        pointer: {
          initial: 'away',
          states: {
            away: { on: { 'toast.hover': 'over' } },
            over: { on: { 'toast.leave': 'away' } },
          },
        },
        focus: {
          initial: 'away',
          states: {
            away: { on: { 'toast.focus': 'within' } },
            within: { on: { 'toast.blur': 'away' } },
          },
        },
        countdown: {
          initial: 'running',
          states: {
            running: {
              always: { guard: 'isHeld', target: 'paused' },
              after: {
                expiry: { target: '#toast.fading', actions: 'clearRemaining' },
                tick: {
                  target: 'running',
                  reenter: true,
                  actions: { type: 'countDown', params: { stepMs: toastConstants.tickMs } },
                },
              },
            },
            paused: {
              tags: ['paused'],
              always: { guard: not('isHeld'), target: 'running' },
            },
          },
        },
      },
    },
    acting: {
      tags: ['shown', 'busy'],
      invoke: {
        src: 'runAction',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'dismissed',
        onError: 'dismissed',
      },
    },
    fading: {
      tags: ['fading'],
      after: { fade: 'dismissed' },
    },
    dismissed: { type: 'final' },
  },
})

export type ToastMachine = typeof toastMachine
