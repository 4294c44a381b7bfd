import type { CalendarDate, CalendarDateTime, Time } from '@internationalized/date'
import { toCalendarDateTime } from '@internationalized/date'
import { and, assign, not, setup } from 'xstate'
import { datePicker } from '../../contract/constants'
import {
  type DayRange,
  isDayDisabled,
  isSameDay,
  type RawDateValue,
  type TimeAccuracy,
  toDateTime,
  trimStart,
} from '../dateRange/dateValue'

export interface DatePickerInput {
  value?: RawDateValue
  /** When required, an empty new value keeps the previous one and a click never clears. @default false */
  required?: boolean
  /** @default 0 (date only) */
  accuracy?: TimeAccuracy
  disabledRanges?: DayRange[]
  /** Reads epoch numbers and Dates. @default 'UTC' */
  timeZone?: string
}

export interface DatePickerContext {
  value: CalendarDateTime | null
  /** The value when the popover opened, which Escape restores. */
  previous: CalendarDateTime | null
  rejected: boolean
  required: boolean
  accuracy: TimeAccuracy
  disabledRanges: DayRange[]
  timeZone: string
}

export type DatePickerEvent =
  | { type: 'datePicker.open' }
  | { type: 'datePicker.close' }
  | { type: 'datePicker.escape' }
  | { type: 'datePicker.pick'; date: CalendarDate }
  | { type: 'datePicker.setTime'; time: Time | null }
  | { type: 'datePicker.clear' }
  | { type: 'datePicker.change'; value: RawDateValue }

const read = (context: DatePickerContext, value: RawDateValue) => {
  const dateTime = toDateTime(value, context.timeZone)
  return dateTime && trimStart(dateTime, context.accuracy)
}

export const datePickerMachine = setup({
  types: {
    context: {} as DatePickerContext,
    events: {} as DatePickerEvent,
    input: {} as DatePickerInput,
  },
  delays: { popoverHide: datePicker.popoverHideDelayMs },
  guards: {
    isRequired: ({ context }) => context.required,
    hasValue: ({ context }) => context.value !== null,
    isInDisabledRange: ({ context, event }) =>
      event.type === 'datePicker.pick' && isDayDisabled(event.date, context.disabledRanges),
    isSelectedDate: ({ context, event }) =>
      event.type === 'datePicker.pick' &&
      context.value !== null &&
      isSameDay(context.value, event.date),
    isEmptyChange: ({ context, event }) =>
      event.type === 'datePicker.change' && read(context, event.value) === null,
  },
  actions: {
    rememberPrevious: assign(({ context }) => ({ previous: context.value, rejected: false })),
    restorePrevious: assign(({ context }) => ({ value: context.previous })),
    flagRejected: assign({ rejected: true }),
    /** A picked day keeps the time of day already chosen. */
    storeDate: assign(({ context }, params: { date: CalendarDate }) => ({
      value: trimStart(
        context.value ? context.value.set(params.date) : toCalendarDateTime(params.date),
        context.accuracy,
      ),
      rejected: false,
    })),
    storeTime: assign(({ context }, params: { time: Time | null }) => ({
      value:
        context.value &&
        trimStart(
          context.value.set(params.time ?? { hour: 0, minute: 0, second: 0, millisecond: 0 }),
          context.accuracy,
        ),
    })),
    clearValue: assign({ value: null }),
    storeChange: assign(({ context }, params: { value: RawDateValue }) => ({
      value: read(context, params.value),
    })),
  },
}).createMachine({
  id: 'datePicker',
  context: ({ input }) => {
    const timeZone = input.timeZone ?? 'UTC'
    const accuracy = input.accuracy ?? 0
    const value = toDateTime(input.value, timeZone)
    return {
      value: value && trimStart(value, accuracy),
      previous: null,
      rejected: false,
      required: input.required ?? false,
      accuracy,
      disabledRanges: input.disabledRanges ?? [],
      timeZone,
    }
  },
  initial: 'closed',
  on: {
    'datePicker.setTime': {
      guard: 'hasValue',
      actions: { type: 'storeTime', params: ({ event }) => event },
    },
    'datePicker.clear': { guard: and([not('isRequired'), 'hasValue']), actions: 'clearValue' },
    'datePicker.change': [
      { guard: and(['isEmptyChange', 'isRequired']) },
      { actions: { type: 'storeChange', params: ({ event }) => event } },
    ],
  },
  states: {
    closed: {
      on: { 'datePicker.open': { target: 'open', actions: 'rememberPrevious' } },
    },
    open: {
      tags: ['popover'],
      on: {
        'datePicker.escape': { target: 'hiding', actions: 'restorePrevious' },
        'datePicker.close': 'hiding',
        'datePicker.pick': [
          { guard: 'isInDisabledRange', actions: 'flagRejected' },
          { guard: and(['isSelectedDate', 'isRequired']), target: 'hiding' },
          { guard: 'isSelectedDate', target: 'hiding', actions: 'clearValue' },
          {
            target: 'hiding',
            actions: { type: 'storeDate', params: ({ event }) => event },
          },
        ],
      },
    },
    hiding: {
      tags: ['popover'],
      after: { popoverHide: 'closed' },
    },
  },
})

export type DatePickerMachine = typeof datePickerMachine
