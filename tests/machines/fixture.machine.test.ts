import { expect } from 'vitest'
import { describeModel } from './support/describeModel'
import { fixtureModel } from './support/fixtureMachine'

describeModel('fixture', {
  ...fixtureModel,
  states: {
    idle: (snapshot) => expect(snapshot.matches('idle')).toBe(true),
    refused: (snapshot) => expect(snapshot.context.attempts).toBeGreaterThan(0),
    'busy.light.off + busy.sound.quiet': (snapshot) => expect(snapshot.hasTag('x')).toBe(false),
    'busy.light.on + busy.sound.quiet': (snapshot) =>
      expect(snapshot.matches({ busy: { light: 'on' } })).toBe(true),
  },
})
