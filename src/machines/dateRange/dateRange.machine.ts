import type { CalendarDate, Time } from '@internationalized/date'
import { and, assertEvent, assign, not, setup } from 'xstate'
import { datePicker } from '../../contract/constants'
import {
  type DateTimeRange,
  type DayRange,
  isSameDay,
  overlapsDisabled,
  presetDays,
  type RangeEdge,
  type RangePreset,
  type RawDateRange,
  rangeOfDays,
  type TimeAccuracy,
  toDateTimeRange,
  withTime,
} from './dateValue'

export interface DateRangeInput {
  value?: RawDateRange | null
  /**
   * When required, an empty new value keeps the previous one and a click on a selected day
   * starts a new range instead of clearing. @default false
   */
  required?: boolean
  /** @default 0 (dates only) */
  accuracy?: TimeAccuracy
  /** Days that cannot be part of a picked range. */
  disabledRanges?: DayRange[]
  /** Reads epoch numbers and Dates. @default 'UTC' */
  timeZone?: string
}

export interface DateRangeContext {
  value: DateTimeRange | null
  /** The value when the popover opened, which Escape restores. */
  previous: DateTimeRange | null
  /** The first click of a range being picked. */
  anchor: CalendarDate | null
  /** Set when the last pick fell in a disabled range and was refused. */
  rejected: boolean
  required: boolean
  accuracy: TimeAccuracy
  disabledRanges: DayRange[]
  timeZone: string
}

export type DateRangeEvent =
  | { type: 'dateRange.open' }
  /** The popover was dismissed (outside press, trigger): the committed value stays. */
  | { type: 'dateRange.close' }
  | { type: 'dateRange.escape' }
  /** A day picked in the calendar; `dragging` while the pointer drags out a range. */
  | { type: 'dateRange.pick'; date: CalendarDate; dragging: boolean }
  | { type: 'dateRange.preset'; preset: RangePreset; today: CalendarDate }
  | { type: 'dateRange.setTime'; edge: RangeEdge; time: Time | null }
  | { type: 'dateRange.clear' }
  /** A value set from outside (a prop, a URL parameter). */
  | { type: 'dateRange.change'; value: RawDateRange | null }

/** The days a pick would commit: from the anchor (if any) to the picked day. */
const pickedDays = (context: DateRangeContext, date: CalendarDate): DayRange => ({
  start: context.anchor ?? date,
  end: date,
})

export const dateRangeMachine = setup({
  types: {
    context: {} as DateRangeContext,
    events: {} as DateRangeEvent,
    input: {} as DateRangeInput,
  },
  delays: { popoverHide: datePicker.popoverHideDelayMs },
  guards: {
    isRequired: ({ context }) => context.required,
    hasValue: ({ context }) => context.value !== null,
    isDragging: ({ event }) => {
      assertEvent(event, 'dateRange.pick')
      return event.dragging
    },
    /** The day is an end of the range held: the days the calendar shows as selected. */
    isSelectedDate: ({ context, event }) => {
      assertEvent(event, 'dateRange.pick')
      const { value } = context
      return (
        value !== null && (isSameDay(value.start, event.date) || isSameDay(value.end, event.date))
      )
    },
    isInDisabledRange: ({ context, event }) => {
      assertEvent(event, 'dateRange.pick')
      return overlapsDisabled(pickedDays(context, event.date), context.disabledRanges)
    },
    isPresetInDisabledRange: ({ context, event }) => {
      assertEvent(event, 'dateRange.preset')
      return overlapsDisabled(presetDays(event.preset, event.today), context.disabledRanges)
    },
    isEmptyChange: ({ context, event }) => {
      assertEvent(event, 'dateRange.change')
      return toDateTimeRange(event.value, context.timeZone, context.accuracy) === null
    },
  },
  actions: {
    rememberPrevious: assign(({ context }) => ({ previous: context.value, rejected: false })),
    restorePrevious: assign(({ context }) => ({ value: context.previous, anchor: null })),
    storeAnchor: assign((_, params: { date: CalendarDate }) => ({
      anchor: params.date,
      rejected: false,
    })),
    dropAnchor: assign({ anchor: null }),
    flagRejected: assign({ rejected: true }),
    commitDays: assign(({ context }, params: DayRange) => ({
      value: rangeOfDays(params.start, params.end, context.accuracy),
      anchor: null,
      rejected: false,
    })),
    storeTime: assign(({ context }, params: { edge: RangeEdge; time: Time | null }) => ({
      value: context.value && withTime(context.value, params.edge, params.time, context.accuracy),
    })),
    clearValue: assign({ value: null }),
    storeChange: assign(({ context }, params: { value: RawDateRange | null }) => ({
      value: toDateTimeRange(params.value, context.timeZone, context.accuracy),
    })),
  },
}).createMachine({
  id: 'dateRange',
  context: ({ input }) => {
    const timeZone = input.timeZone ?? 'UTC'
    const accuracy = input.accuracy ?? 0
    const value = toDateTimeRange(input.value, timeZone, accuracy)
    return {
      value,
      previous: value,
      anchor: null,
      rejected: false,
      required: input.required ?? false,
      accuracy,
      disabledRanges: input.disabledRanges ?? [],
      timeZone,
    }
  },
  initial: 'closed',
  on: {
    'dateRange.setTime': {
      guard: 'hasValue',
      actions: { type: 'storeTime', params: ({ event }) => event },
    },
    'dateRange.change': [
      { guard: and(['isEmptyChange', 'isRequired']) },
      { actions: { type: 'storeChange', params: ({ event }) => event } },
    ],
  },
  states: {
    closed: {
      on: {
        'dateRange.open': { target: 'open', actions: 'rememberPrevious' },
        // The clear button sits outside the popover, which takes every press while it shows.
        'dateRange.clear': { guard: and([not('isRequired'), 'hasValue']), actions: 'clearValue' },
      },
    },
    open: {
      tags: ['popover'],
      initial: 'selecting',
      on: {
        'dateRange.escape': { target: 'hiding', actions: 'restorePrevious' },
        'dateRange.close': { target: 'hiding', actions: 'dropAnchor' },
        'dateRange.preset': [
          {
            guard: 'isPresetInDisabledRange',
            target: '.selecting',
            actions: ['dropAnchor', 'flagRejected'],
          },
          {
            target: 'hiding',
            actions: {
              type: 'commitDays',
              params: ({ event }) => presetDays(event.preset, event.today),
            },
          },
        ],
      },
      states: {
        selecting: {
          on: {
            'dateRange.pick': [
              { guard: and(['isInDisabledRange', 'isDragging']) },
              { guard: 'isInDisabledRange', actions: 'flagRejected' },
              // Spec §5: a click on the selected date clears it unless the field is required.
              {
                guard: and(['isSelectedDate', not('isRequired')]),
                target: '#dateRange.hiding',
                actions: 'clearValue',
              },
              {
                target: 'anchored',
                actions: { type: 'storeAnchor', params: ({ event }) => event },
              },
            ],
          },
        },
        anchored: {
          tags: ['anchored'],
          on: {
            'dateRange.pick': [
              { guard: and(['isInDisabledRange', 'isDragging']) },
              {
                guard: 'isInDisabledRange',
                target: 'selecting',
                actions: ['dropAnchor', 'flagRejected'],
              },
              {
                target: '#dateRange.hiding',
                actions: {
                  type: 'commitDays',
                  params: ({ context, event }) => pickedDays(context, event.date),
                },
              },
            ],
          },
        },
      },
    },
    hiding: {
      tags: ['popover'],
      after: { popoverHide: 'closed' },
    },
  },
})

export type DateRangeMachine = typeof dateRangeMachine
