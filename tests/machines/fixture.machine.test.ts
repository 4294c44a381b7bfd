import { expect } from 'vitest'
import { assign, setup } from 'xstate'
import { describeModel } from './support/describeModel'

/** A small machine with every construct the model tests must handle. */
const fixture = setup({
  types: {
    context: {} as { attempts: number },
    events: {} as
      | { type: 'fixture.go'; ready: boolean }
      | { type: 'fixture.toggle' }
      | { type: 'fixture.back' },
  },
  guards: { isReady: ({ event }) => event.type === 'fixture.go' && event.ready },
  delays: { settle: 250 },
  actions: { countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }) },
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
    refused: { on: { 'fixture.back': 'idle' } },
    busy: {
      type: 'parallel',
      after: { settle: 'idle' },
      states: {
        light: { initial: 'off', states: { off: { on: { 'fixture.toggle': 'on' } }, on: {} } },
        sound: { initial: 'quiet', states: { quiet: {} } },
      },
    },
  },
})

describeModel('fixture', {
  machine: fixture,
  events: [
    { type: 'fixture.go', ready: true },
    { type: 'fixture.go', ready: false },
    { type: 'fixture.toggle' },
    { type: 'fixture.back' },
  ],
  states: {
    idle: (snapshot) => expect(snapshot.matches('idle')).toBe(true),
    refused: (snapshot) => expect(snapshot.context.attempts).toBeGreaterThan(0),
    'busy.light.off + busy.sound.quiet': (snapshot) => expect(snapshot.hasTag('x')).toBe(false),
    'busy.light.on + busy.sound.quiet': (snapshot) =>
      expect(snapshot.matches({ busy: { light: 'on' } })).toBe(true),
  },
})
