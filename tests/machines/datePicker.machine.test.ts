import { CalendarDate, Time } from '@internationalized/date'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { datePickerMachine } from '../../src/machines/datePicker'
import { describeModel } from './support/describeModel'

describeModel('datePicker', {
  machine: datePickerMachine,
  input: {
    value: '2024-03-04T10:15',
    accuracy: 2,
    disabledRanges: [{ start: new CalendarDate(2024, 3, 12), end: new CalendarDate(2024, 3, 14) }],
  },
  events: [
    { type: 'datePicker.open' },
    { type: 'datePicker.close' },
    { type: 'datePicker.escape' },
    { type: 'datePicker.pick', date: new CalendarDate(2024, 3, 4) },
    { type: 'datePicker.pick', date: new CalendarDate(2024, 3, 8) },
    { type: 'datePicker.pick', date: new CalendarDate(2024, 3, 13) },
    { type: 'datePicker.setTime', time: new Time(18, 45) },
    { type: 'datePicker.clear' },
    { type: 'datePicker.change', value: 1_700_000_000_000 },
    { type: 'datePicker.change', value: Number.NaN },
  ],
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
