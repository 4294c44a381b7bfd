import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { checksPerRangeHeld, dateRangeModel } from './models/dateRange.model'
import { describeModel } from './support/describeModel'

const assertions: Record<string, (snapshot: AnyMachineSnapshot) => void> = {
  closed: (snapshot) => {
    expect(snapshot.hasTag('popover')).toBe(false)
    expect(snapshot.context.anchor).toBeNull()
  },
  'open.selecting': (snapshot) => {
    expect(snapshot.hasTag('popover')).toBe(true)
    expect(snapshot.context.anchor).toBeNull()
  },
  'open.anchored': (snapshot) => {
    expect(snapshot.hasTag('anchored')).toBe(true)
    expect(snapshot.context.anchor).not.toBeNull()
  },
  hiding: (snapshot) => {
    expect(snapshot.hasTag('popover')).toBe(true)
    expect(snapshot.context.anchor).toBeNull()
  },
}

describeModel('dateRange', {
  ...dateRangeModel,
  states: checksPerRangeHeld(assertions, (assert, holding) => (snapshot) => {
    assert(snapshot)
    expect(snapshot.context.value !== null).toBe(holding)
  }),
})
