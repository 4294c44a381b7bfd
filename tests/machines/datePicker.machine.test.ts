import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { datePickerModel } from './models/datePicker.model'
import { describeModel } from './support/describeModel'

describeModel('datePicker', {
  ...datePickerModel,
  states: {
    closed: (snapshot: AnyMachineSnapshot) => expect(snapshot.hasTag('popover')).toBe(false),
    open: (snapshot: AnyMachineSnapshot) => {
      expect(snapshot.hasTag('popover')).toBe(true)
      expect(snapshot.can({ type: 'datePicker.escape' })).toBe(true)
    },
    hiding: (snapshot: AnyMachineSnapshot) => {
      expect(snapshot.hasTag('popover')).toBe(true)
      expect(snapshot.can({ type: 'datePicker.escape' })).toBe(false)
    },
  },
})
