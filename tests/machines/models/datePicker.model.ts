import { CalendarDate, Time } from '@internationalized/date'
import { datePickerMachine } from '../../../src/machines/datePicker'
import { defineMachineModel } from '../support/machineModel'

export const datePickerModel = defineMachineModel(datePickerMachine, {
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
})
