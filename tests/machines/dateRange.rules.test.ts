import { CalendarDate, Time } from '@internationalized/date'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { datePicker } from '../../src/contract/constants'
import {
  type DateRangeEvent,
  type DateRangeInput,
  dateRangeMachine,
  selectAnchor,
  selectCanClear,
  selectDays,
  selectIsAnchored,
  selectIsPopoverOpen,
  selectIsRejected,
  selectValue,
} from '../../src/machines/dateRange'

/**
 * The date-range picker's rules as a table written from spec §9 ("a range commits on the
 * second click; if start is later than end they are swapped; Escape restores the previous
 * value and hides the popover"), spec §5 ("clicking the selected date clears it unless
 * required") and the picker's options (disabled days, required), not from
 * the machine: given a picker, these steps, where it is and the range it holds.
 */
const day = (n: number) => new CalendarDate(2026, 11, n)
const open: DateRangeEvent = { type: 'dateRange.open' }
const pick = (n: number, dragging = false): DateRangeEvent => ({
  type: 'dateRange.pick',
  date: day(n),
  dragging,
})
const pressEscape: DateRangeEvent = { type: 'dateRange.escape' }
const close: DateRangeEvent = { type: 'dateRange.close' }
const clear: DateRangeEvent = { type: 'dateRange.clear' }
const lastWeek: DateRangeEvent = { type: 'dateRange.preset', preset: 'last7Days', today: day(20) }
const change = (start: string | null, end: string | null): DateRangeEvent => ({
  type: 'dateRange.change',
  value: start && end ? { start, end } : null,
})

const setTime = (edge: 'start' | 'end', time: Time | null): DateRangeEvent => ({
  type: 'dateRange.setTime',
  edge,
  time,
})

type Where = 'closed' | 'picking' | 'anchored' | 'hiding'
/** An event, the popover's hide delay passing, or that many milliseconds passing. */
type Step = DateRangeEvent | 'popover hidden' | number

interface Rule {
  rule: string
  picker?: DateRangeInput
  steps: Step[]
  expect: Where
  /** The range held, first and last day, or null. */
  range: string | null
  rejected?: boolean
  /** The range held to the millisecond, when the time matters. */
  exactly?: string
  /** The first click of the range being picked. */
  anchor?: string | null
  /** Whether the value may be cleared, or a time set. */
  can?: { clear?: boolean; setTime?: boolean }
}

const held = { value: { start: '2026-11-01', end: '2026-11-02' } }
const disabled = { disabledRanges: [{ start: day(5), end: day(6) }] }

const table: Rule[] = [
  {
    rule: 'a picker starts closed with its value',
    picker: held,
    steps: [],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
    rejected: false,
    anchor: null,
    can: { clear: true, setTime: true },
  },
  {
    rule: 'an empty picker has nothing to clear and no time to set',
    steps: [],
    expect: 'closed',
    range: null,
    can: { clear: false, setTime: false },
  },
  {
    rule: 'it opens to pick',
    picker: held,
    steps: [open],
    expect: 'picking',
    range: '2026-11-01..2026-11-02',
  },
  {
    rule: 'the first click only anchors the range',
    picker: held,
    steps: [open, pick(3)],
    expect: 'anchored',
    range: '2026-11-01..2026-11-02',
    anchor: '2026-11-03',
  },
  {
    rule: 'the second click commits it and hides the popover',
    picker: held,
    steps: [open, pick(3), pick(10)],
    expect: 'hiding',
    range: '2026-11-03..2026-11-10',
  },
  {
    rule: 'the popover stays for its hide delay',
    picker: held,
    steps: [open, pick(3), pick(10), datePicker.popoverHideDelayMs - 1],
    expect: 'hiding',
    range: '2026-11-03..2026-11-10',
    anchor: null,
  },
  {
    rule: 'then the popover is gone',
    picker: held,
    steps: [open, pick(3), pick(10), 'popover hidden'],
    expect: 'closed',
    range: '2026-11-03..2026-11-10',
  },
  {
    rule: 'a start later than the end is swapped',
    steps: [open, pick(10), pick(3)],
    expect: 'hiding',
    range: '2026-11-03..2026-11-10',
  },
  {
    rule: 'one day is a range of one day',
    steps: [open, pick(4), pick(4)],
    expect: 'hiding',
    range: '2026-11-04..2026-11-04',
  },
  {
    rule: 'Escape restores the previous value and hides',
    picker: held,
    steps: [open, pick(3), pressEscape],
    expect: 'hiding',
    range: '2026-11-01..2026-11-02',
    anchor: null,
  },
  {
    rule: 'Escape restores the value the popover was opened with, not the first one',
    picker: held,
    steps: [open, pick(3), pick(10), 'popover hidden', open, pick(4), pressEscape],
    expect: 'hiding',
    range: '2026-11-03..2026-11-10',
  },
  {
    rule: 'Escape after a value set meanwhile restores the one at opening',
    picker: held,
    steps: [open, change('2026-11-07', '2026-11-08'), pressEscape],
    expect: 'hiding',
    range: '2026-11-01..2026-11-02',
  },
  {
    rule: 'dismissing keeps the value and drops the anchor',
    picker: held,
    steps: [open, pick(3), close],
    expect: 'hiding',
    range: '2026-11-01..2026-11-02',
    anchor: null,
  },
  {
    rule: 'opened again, picking starts afresh',
    picker: held,
    steps: [open, pick(3), close, 'popover hidden', open],
    expect: 'picking',
    range: '2026-11-01..2026-11-02',
    anchor: null,
  },
  {
    rule: 'a click on a disabled day is refused',
    picker: disabled,
    steps: [open, pick(5)],
    expect: 'picking',
    range: null,
    rejected: true,
  },
  {
    rule: 'a range over disabled days is refused, and picking starts again',
    picker: disabled,
    steps: [open, pick(3), pick(8)],
    expect: 'picking',
    range: null,
    rejected: true,
    anchor: null,
  },
  {
    rule: 'opened again, an old refusal is forgotten',
    picker: disabled,
    steps: [open, pick(5), close, 'popover hidden', open],
    expect: 'picking',
    range: null,
    rejected: false,
  },
  {
    rule: 'dragging over disabled days is not a refusal yet',
    picker: disabled,
    steps: [open, pick(3), pick(8, true)],
    expect: 'anchored',
    range: null,
    rejected: false,
    anchor: '2026-11-03',
  },
  {
    rule: 'nor is a drag starting on one',
    picker: disabled,
    steps: [open, pick(5, true)],
    expect: 'picking',
    range: null,
    rejected: false,
  },
  {
    rule: 'a range clear of disabled days commits',
    picker: disabled,
    steps: [open, pick(7), pick(9)],
    expect: 'hiding',
    range: '2026-11-07..2026-11-09',
    rejected: false,
  },
  {
    rule: 'a new anchor clears the refusal',
    picker: disabled,
    steps: [open, pick(5), pick(7)],
    expect: 'anchored',
    range: null,
    rejected: false,
  },
  // Spec §5: "clicking the selected date clears it unless required".
  {
    rule: 'a click on the first day of the range held clears it and hides',
    picker: held,
    steps: [open, pick(1)],
    expect: 'hiding',
    range: null,
    anchor: null,
  },
  {
    rule: 'so does a click on its last day, even as a drag starts there',
    picker: held,
    steps: [open, pick(2, true)],
    expect: 'hiding',
    range: null,
  },
  {
    rule: 'a required range is not cleared: the click starts a new range',
    picker: { ...held, required: true },
    steps: [open, pick(1)],
    expect: 'anchored',
    range: '2026-11-01..2026-11-02',
    anchor: '2026-11-01',
  },
  {
    rule: 'a selected day as the second click ends the range',
    picker: held,
    steps: [open, pick(4), pick(2)],
    expect: 'hiding',
    range: '2026-11-02..2026-11-04',
  },
  {
    rule: 'with nothing held, no day is selected',
    steps: [open, pick(1)],
    expect: 'anchored',
    range: null,
    anchor: '2026-11-01',
  },
  {
    rule: 'a preset commits its days and hides',
    steps: [open, lastWeek],
    expect: 'hiding',
    range: '2026-11-14..2026-11-20',
  },
  {
    rule: 'a preset over disabled days is refused',
    picker: { disabledRanges: [{ start: day(15), end: day(15) }] },
    steps: [open, lastWeek],
    expect: 'picking',
    range: null,
    rejected: true,
  },
  {
    rule: 'and drops a first click made before it',
    picker: { disabledRanges: [{ start: day(15), end: day(15) }] },
    steps: [open, pick(1), lastWeek],
    expect: 'picking',
    range: null,
    rejected: true,
    anchor: null,
  },
  {
    rule: 'a preset clear of disabled days commits',
    picker: { disabledRanges: [{ start: day(21), end: day(22) }] },
    steps: [open, lastWeek],
    expect: 'hiding',
    range: '2026-11-14..2026-11-20',
    rejected: false,
  },
  {
    rule: 'clear empties a value that is not required',
    picker: held,
    steps: [clear],
    expect: 'closed',
    range: null,
  },
  {
    rule: 'a required value is not cleared',
    picker: { ...held, required: true },
    steps: [clear],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
    can: { clear: false },
  },
  {
    rule: 'while the popover shows, its clear button is out of reach',
    picker: held,
    steps: [open, clear],
    expect: 'picking',
    range: '2026-11-01..2026-11-02',
    can: { clear: false },
  },
  {
    rule: 'a value from outside replaces it',
    picker: held,
    steps: [change('2026-11-07', '2026-11-09')],
    expect: 'closed',
    range: '2026-11-07..2026-11-09',
  },
  {
    rule: 'an empty value from outside empties it',
    picker: held,
    steps: [change(null, null)],
    expect: 'closed',
    range: null,
  },
  {
    rule: 'unless it is required',
    picker: { ...held, required: true },
    steps: [change(null, null)],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
  },
  {
    rule: 'a required picker still takes a value from outside',
    picker: { ...held, required: true },
    steps: [change('2026-11-07', '2026-11-09')],
    expect: 'closed',
    range: '2026-11-07..2026-11-09',
  },
  {
    rule: 'an open picker takes a value from outside too',
    picker: held,
    steps: [open, change('2026-11-07', '2026-11-09')],
    expect: 'picking',
    range: '2026-11-07..2026-11-09',
  },

  // Times (spec §5: "default range start 0 to end 23:59:59.999, trimmed by time accuracy").
  {
    rule: 'epoch values are read in UTC by default',
    picker: { value: { start: Date.UTC(2026, 10, 1, 20), end: Date.UTC(2026, 10, 2, 20) } },
    steps: [],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
  },
  {
    rule: "and in the picker's time zone when it has one",
    picker: {
      value: { start: Date.UTC(2026, 10, 1, 20), end: Date.UTC(2026, 10, 2, 20) },
      timeZone: 'Asia/Tokyo',
    },
    steps: [],
    expect: 'closed',
    range: '2026-11-02..2026-11-03',
  },
  {
    rule: 'a range is trimmed to the time accuracy: minutes',
    picker: {
      value: { start: Date.UTC(2026, 10, 1, 8, 30, 15), end: Date.UTC(2026, 10, 2, 20, 45, 30) },
      accuracy: 2,
    },
    steps: [],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
    exactly: '2026-11-01T08:30:00..2026-11-02T20:45:59.999',
  },
  {
    rule: 'a day given without a time ends at the end of that day, at any accuracy',
    picker: { value: { start: day(1), end: day(2) }, accuracy: 2 },
    steps: [],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
    exactly: '2026-11-01T00:00:00..2026-11-02T23:59:59.999',
  },
  {
    rule: 'picked days span whole days at any accuracy',
    picker: { accuracy: 3 },
    steps: [open, pick(3), pick(4)],
    expect: 'hiding',
    range: '2026-11-03..2026-11-04',
    exactly: '2026-11-03T00:00:00..2026-11-04T23:59:59.999',
  },
  {
    rule: "a time sets that end's time of day",
    picker: { ...held, accuracy: 2 },
    steps: [setTime('start', new Time(9, 30, 45))],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
    exactly: '2026-11-01T09:30:00..2026-11-02T23:59:59.999',
  },
  {
    rule: "an emptied time falls back to that end's default",
    picker: { ...held, accuracy: 2 },
    steps: [setTime('end', new Time(18)), setTime('end', null)],
    expect: 'closed',
    range: '2026-11-01..2026-11-02',
    exactly: '2026-11-01T00:00:00..2026-11-02T23:59:59.999',
  },
  {
    rule: 'a time without a value sets nothing',
    picker: { accuracy: 2 },
    steps: [setTime('start', new Time(9))],
    expect: 'closed',
    range: null,
  },
]

const exactOf = (value: { start: { toString(): string }; end: { toString(): string } } | null) =>
  value ? `${value.start.toString()}..${value.end.toString()}` : null

describe('the date-range picker, rule by rule (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(table)(
    '$rule',
    async ({ picker, steps, expect: where, range, rejected, exactly, anchor, can }) => {
      const actor = createActor(dateRangeMachine, { input: picker ?? {} }).start()
      for (const step of steps) {
        if (step === 'popover hidden')
          await vi.advanceTimersByTimeAsync(datePicker.popoverHideDelayMs)
        else if (typeof step === 'number') await vi.advanceTimersByTimeAsync(step)
        else actor.send(step)
      }
      const snapshot = actor.getSnapshot()
      const seen: Where = snapshot.matches('hiding')
        ? 'hiding'
        : selectIsAnchored(snapshot)
          ? 'anchored'
          : selectIsPopoverOpen(snapshot)
            ? 'picking'
            : 'closed'
      expect(seen).toBe(where)
      expect(exactOf(selectDays(snapshot))).toBe(range)
      if (rejected !== undefined) expect(selectIsRejected(snapshot)).toBe(rejected)
      if (exactly !== undefined) expect(exactOf(selectValue(snapshot))).toBe(exactly)
      if (anchor !== undefined) expect(selectAnchor(snapshot)?.toString() ?? null).toBe(anchor)
      if (can?.clear !== undefined) expect(selectCanClear(snapshot)).toBe(can.clear)
      if (can?.setTime !== undefined)
        expect(snapshot.can(setTime('start', new Time(9)))).toBe(can.setTime)
      actor.stop()
    },
  )
})
