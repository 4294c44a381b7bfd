import { assign, setup } from 'xstate'
import { defineMachineModel } from './machineModel'

/**
 * A small machine with every construct the model tests and the chart and path tools must
 * handle: nesting, a parallel state, guarded and delayed transitions, entry and exit actions.
 */
export const fixtureMachine = setup({
  types: {
    context: {} as { attempts: number },
    events: {} as
      | { type: 'fixture.go'; ready: boolean }
      | { type: 'fixture.toggle' }
      | { type: 'fixture.back' },
  },
  guards: { isReady: ({ event }) => event.type === 'fixture.go' && event.ready },
  delays: { settle: 250 },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
}).createMachine({
  id: 'fixture',
  context: { attempts: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'fixture.go': [
          { guard: 'isReady', target: 'busy' },
          { target: 'refused', actions: 'countAttempt' },
        ],
      },
    },
    refused: { exit: 'resetAttempts', on: { 'fixture.back': 'idle' } },
    busy: {
      type: 'parallel',
      entry: 'resetAttempts',
      after: { settle: 'idle' },
      states: {
        light: { initial: 'off', states: { off: { on: { 'fixture.toggle': 'on' } }, on: {} } },
        sound: { initial: 'quiet', states: { quiet: {} } },
      },
    },
  },
})

export const fixtureModel = defineMachineModel(fixtureMachine, {
  events: [
    { type: 'fixture.go', ready: true },
    { type: 'fixture.go', ready: false },
    { type: 'fixture.toggle' },
    { type: 'fixture.back' },
  ],
})
