export type {
  DateRangeContext,
  DateRangeEvent,
  DateRangeInput,
  DateRangeMachine,
} from './dateRange.machine'
export { dateRangeMachine } from './dateRange.machine'
export * from './dateValue'
export * from './selectors'
