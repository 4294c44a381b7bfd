import { type ActorRefFrom, and, fromPromise, setup, stateIn } from 'xstate'

export type PushButtonEvent =
  | { type: 'pushButton.press' }
  | { type: 'pushButton.disable' }
  | { type: 'pushButton.enable' }
  /** The owner marks the button busy (e.g. while its form submits). */
  | { type: 'pushButton.hold' }
  | { type: 'pushButton.release' }

/**
 * A push button: whether it may be used (`availability`) and whether it is working (`work`).
 * A press on an enabled, idle button runs the `press` actor and keeps the button busy until it
 * settles; presses while busy or disabled are ignored. The view shows busy over disabled.
 */
export const pushButtonMachine = setup({
  types: {
    events: {} as PushButtonEvent,
  },
  actors: {
    press: fromPromise<unknown, void>(async () => undefined),
  },
  guards: {
    isPressable: and([
      stateIn('#pushButton.availability.enabled'),
      stateIn('#pushButton.work.idle'),
    ]),
  },
}).createMachine({
  id: 'pushButton',
  type: 'parallel',
  states: {
    availability: {
      initial: 'enabled',
      states: {
        enabled: { on: { 'pushButton.disable': 'disabled' } },
        disabled: { tags: ['disabled'], on: { 'pushButton.enable': 'enabled' } },
      },
    },
    work: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pushButton.press': { guard: 'isPressable', target: 'pressing' },
            'pushButton.hold': 'held',
          },
        },
        pressing: {
          tags: ['busy'],
          invoke: { id: 'press', src: 'press', onDone: 'idle', onError: 'idle' },
          // The owner's busy flag takes over from the press it started.
          on: { 'pushButton.hold': 'held' },
        },
        held: {
          tags: ['busy'],
          on: { 'pushButton.release': 'idle' },
        },
      },
    },
  },
})

export type PushButtonMachine = typeof pushButtonMachine
export type PushButtonRef = ActorRefFrom<PushButtonMachine>
