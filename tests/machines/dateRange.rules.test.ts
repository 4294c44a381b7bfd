import { CalendarDate } from '@internationalized/date'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { datePicker } from '../../src/contract/constants'
import {
  type DateRangeEvent,
  type DateRangeInput,
  dateRangeMachine,
} from '../../src/machines/dateRange'

/**
 * The date-range picker's rules as a table written from spec §9 ("a range commits on the
 * second click; if start is later than end they are swapped; Escape restores the previous
 * value and hides the popover") and the picker's options (disabled days, required), not from
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

type Where = 'closed' | 'picking' | 'anchored' | 'hiding'
type Step = DateRangeEvent | 'popover hidden'

interface Rule {
  rule: string
  picker?: DateRangeInput
  steps: Step[]
  expect: Where
  /** The range held, first and last day, or null. */
  range: string | null
  rejected?: boolean
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
  },
  {
    rule: 'the second click commits it and hides the popover',
    picker: held,
    steps: [open, pick(3), pick(10)],
    expect: 'hiding',
    range: '2026-11-03..2026-11-10',
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
  },
  {
    rule: 'dragging over disabled days is not a refusal yet',
    picker: disabled,
    steps: [open, pick(3), pick(8, true)],
    expect: 'anchored',
    range: null,
    rejected: false,
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
]

const rangeOf = (value: { start: { toString(): string }; end: { toString(): string } } | null) =>
  value ? `${value.start.toString().slice(0, 10)}..${value.end.toString().slice(0, 10)}` : null

describe('the date-range picker, rule by rule (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(table)('$rule', async ({ picker, steps, expect: where, range, rejected }) => {
    const actor = createActor(dateRangeMachine, { input: picker ?? {} }).start()
    for (const step of steps) {
      if (step === 'popover hidden')
        await vi.advanceTimersByTimeAsync(datePicker.popoverHideDelayMs)
      else actor.send(step)
    }
    const snapshot = actor.getSnapshot()
    const seen: Where = snapshot.matches('hiding')
      ? 'hiding'
      : snapshot.hasTag('anchored')
        ? 'anchored'
        : snapshot.hasTag('popover')
          ? 'picking'
          : 'closed'
    expect(seen).toBe(where)
    expect(rangeOf(snapshot.context.value)).toBe(range)
    if (rejected !== undefined) expect(snapshot.context.rejected).toBe(rejected)
    actor.stop()
  })
})
