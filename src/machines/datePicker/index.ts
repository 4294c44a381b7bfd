export type {
  DatePickerContext,
  DatePickerEvent,
  DatePickerInput,
  DatePickerMachine,
} from './datePicker.machine'
export { datePickerMachine } from './datePicker.machine'
export * from './selectors'
