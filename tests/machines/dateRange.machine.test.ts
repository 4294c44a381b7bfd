import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { dateRangeModel } from './models/dateRange.model'
import { describeModel } from './support/describeModel'

describeModel('dateRange', {
  ...dateRangeModel,
  states: {
    closed: (snapshot: AnyMachineSnapshot) => {
      expect(snapshot.hasTag('popover')).toBe(false)
      expect(snapshot.context.anchor).toBeNull()
    },
    'open.selecting': (snapshot: AnyMachineSnapshot) => {
      expect(snapshot.hasTag('popover')).toBe(true)
      expect(snapshot.context.anchor).toBeNull()
    },
    'open.anchored': (snapshot: AnyMachineSnapshot) => {
      expect(snapshot.hasTag('anchored')).toBe(true)
      expect(snapshot.context.anchor).not.toBeNull()
    },
    hiding: (snapshot: AnyMachineSnapshot) => {
      expect(snapshot.hasTag('popover')).toBe(true)
      expect(snapshot.context.anchor).toBeNull()
    },
  },
})
