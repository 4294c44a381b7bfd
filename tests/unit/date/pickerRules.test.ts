import { CalendarDate, Time } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  type DatePickerEvent,
  type DatePickerInput,
  datePickerMachine,
} from '../../../src/machines/datePicker'
import {
  type DateRangeEvent,
  type DateRangeInput,
  dateRangeMachine,
} from '../../../src/machines/dateRange'

const day = (d: number) => new CalendarDate(2024, 3, d)
const disabledRanges = [{ start: day(12), end: day(14) }]
const today = day(20)
const previous = { start: '2024-03-01', end: '2024-03-02' }

const open = { type: 'dateRange.open' } as const
const pick = (d: number, dragging = false) =>
  ({ type: 'dateRange.pick', date: day(d), dragging }) as const

function runRange(input: DateRangeInput, events: DateRangeEvent[]) {
  const actor = createActor(dateRangeMachine, { input }).start()
  for (const event of events) actor.send(event)
  const snapshot = actor.getSnapshot()
  const value = snapshot.context.value
  return {
    state: snapshot.value,
    value: value && `${value.start.toString()}/${value.end.toString()}`,
    anchor: snapshot.context.anchor?.toString() ?? null,
    rejected: snapshot.context.rejected,
  }
}

const full = (start: string, end: string) => `${start}T00:00:00/${end}T23:59:59.999`
const kept = full('2024-03-01', '2024-03-02')

describe('date-range picker rules', () => {
  it.each<[string, DateRangeInput, DateRangeEvent[], Partial<ReturnType<typeof runRange>>]>([
    [
      'the first click only anchors',
      { value: previous },
      [open, pick(4)],
      { state: { open: 'anchored' }, value: kept, anchor: '2024-03-04' },
    ],
    [
      'the second click commits and hides',
      { value: previous },
      [open, pick(4), pick(8)],
      { state: 'hiding', value: full('2024-03-04', '2024-03-08') },
    ],
    [
      'a start later than the end is swapped',
      { value: previous },
      [open, pick(8), pick(4)],
      { state: 'hiding', value: full('2024-03-04', '2024-03-08') },
    ],
    [
      'the same day twice is a one-day range',
      {},
      [open, pick(4), pick(4)],
      { value: full('2024-03-04', '2024-03-04') },
    ],
    [
      'Escape restores the previous value and hides',
      { value: previous },
      [open, pick(4), { type: 'dateRange.escape' }],
      { state: 'hiding', value: kept, anchor: null },
    ],
    [
      'Escape restores times changed while open',
      { value: previous, accuracy: 2 },
      [
        open,
        { type: 'dateRange.setTime', edge: 'start', time: new Time(9) },
        { type: 'dateRange.escape' },
      ],
      { value: kept },
    ],
    [
      'a dismissal keeps the committed value',
      { value: previous },
      [open, pick(4), { type: 'dateRange.close' }],
      { state: 'hiding', value: kept, anchor: null },
    ],
    [
      'a first pick in a disabled range is rejected',
      { value: previous, disabledRanges },
      [open, pick(13)],
      { state: { open: 'selecting' }, value: kept, rejected: true },
    ],
    [
      'a first pick in a disabled range is ignored during a drag',
      { value: previous, disabledRanges },
      [open, pick(13, true)],
      { state: { open: 'selecting' }, value: kept, rejected: false },
    ],
    [
      'a range across a disabled range keeps the previous value',
      { value: previous, disabledRanges },
      [open, pick(10), pick(16)],
      { state: { open: 'selecting' }, value: kept, anchor: null, rejected: true },
    ],
    [
      'a drag across a disabled range is ignored and goes on',
      { value: previous, disabledRanges },
      [open, pick(10), pick(16, true)],
      { state: { open: 'anchored' }, value: kept, anchor: '2024-03-10', rejected: false },
    ],
    [
      'a range beside a disabled range commits',
      { disabledRanges },
      [open, pick(15), pick(18)],
      { value: full('2024-03-15', '2024-03-18') },
    ],
    [
      'a preset commits and hides',
      {},
      [open, { type: 'dateRange.preset', preset: 'thisMonth', today }],
      { state: 'hiding', value: full('2024-03-01', '2024-03-31') },
    ],
    [
      'a preset across a disabled range is rejected',
      { value: previous, disabledRanges },
      [open, { type: 'dateRange.preset', preset: 'last7Days', today }],
      { value: kept, rejected: true },
    ],
    [
      'clear empties an optional range',
      { value: previous },
      [{ type: 'dateRange.clear' }],
      { value: null },
    ],
    [
      'clear keeps a required range',
      { value: previous, required: true },
      [{ type: 'dateRange.clear' }],
      { value: kept },
    ],
    [
      'an empty new value clears an optional range',
      { value: previous },
      [{ type: 'dateRange.change', value: { start: '2024-04-01', end: '' } }],
      { value: null },
    ],
    [
      'an empty new value keeps a required range',
      { value: previous, required: true },
      [{ type: 'dateRange.change', value: { start: '2024-04-01', end: '' } }],
      { value: kept },
    ],
    [
      'a new value is ordered and trimmed',
      { accuracy: 1 },
      [{ type: 'dateRange.change', value: { start: '2024-04-02T10:30', end: '2024-04-01T08:15' } }],
      { value: '2024-04-01T08:00:00/2024-04-02T10:59:59.999' },
    ],
    [
      'times follow the accuracy',
      { value: previous, accuracy: 3 },
      [{ type: 'dateRange.setTime', edge: 'end', time: new Time(17, 30, 15) }],
      { value: '2024-03-01T00:00:00/2024-03-02T17:30:15.999' },
    ],
    [
      'a time without a value is ignored',
      {},
      [{ type: 'dateRange.setTime', edge: 'end', time: new Time(17) }],
      { value: null },
    ],
  ])('%s', (_, input, events, expected) => {
    expect(runRange(input, events)).toMatchObject(expected)
  })
})

function runDate(input: DatePickerInput, events: DatePickerEvent[]) {
  const actor = createActor(datePickerMachine, { input }).start()
  for (const event of events) actor.send(event)
  const snapshot = actor.getSnapshot()
  return {
    state: snapshot.value,
    value: snapshot.context.value?.toString() ?? null,
    rejected: snapshot.context.rejected,
  }
}

const openDate = { type: 'datePicker.open' } as const
const pickDate = (d: number) => ({ type: 'datePicker.pick', date: day(d) }) as const

describe('date picker rules', () => {
  it.each<[string, DatePickerInput, DatePickerEvent[], Partial<ReturnType<typeof runDate>>]>([
    [
      'a pick commits and hides',
      {},
      [openDate, pickDate(4)],
      { state: 'hiding', value: '2024-03-04T00:00:00' },
    ],
    [
      'a pick keeps the time of day',
      { value: '2024-03-01T10:15', accuracy: 2 },
      [openDate, pickDate(4)],
      { value: '2024-03-04T10:15:00' },
    ],
    [
      'clicking the selected date clears it',
      { value: '2024-03-04' },
      [openDate, pickDate(4)],
      { state: 'hiding', value: null },
    ],
    [
      'clicking the selected date keeps it when required',
      { value: '2024-03-04', required: true },
      [openDate, pickDate(4)],
      { state: 'hiding', value: '2024-03-04T00:00:00' },
    ],
    [
      'a pick in a disabled range keeps the previous value',
      { value: '2024-03-04', disabledRanges },
      [openDate, pickDate(13)],
      { state: 'open', value: '2024-03-04T00:00:00', rejected: true },
    ],
    [
      'Escape restores the previous value and hides',
      { value: '2024-03-04', accuracy: 1 },
      [openDate, { type: 'datePicker.setTime', time: new Time(9) }, { type: 'datePicker.escape' }],
      { state: 'hiding', value: '2024-03-04T00:00:00' },
    ],
    [
      'the time is trimmed to the accuracy',
      { value: '2024-03-04', accuracy: 1 },
      [{ type: 'datePicker.setTime', time: new Time(9, 45) }],
      { value: '2024-03-04T09:00:00' },
    ],
    [
      'an emptied time is midnight',
      { value: '2024-03-04T10:00', accuracy: 2 },
      [{ type: 'datePicker.setTime', time: null }],
      { value: '2024-03-04T00:00:00' },
    ],
    [
      'an empty new value clears an optional date',
      { value: '2024-03-04' },
      [{ type: 'datePicker.change', value: '' }],
      { value: null },
    ],
    [
      'an empty new value keeps a required date',
      { value: '2024-03-04', required: true },
      [{ type: 'datePicker.change', value: Number.NaN }],
      { value: '2024-03-04T00:00:00' },
    ],
    [
      'clear keeps a required date',
      { value: '2024-03-04', required: true },
      [{ type: 'datePicker.clear' }],
      { value: '2024-03-04T00:00:00' },
    ],
    [
      'an epoch number is read in the time zone',
      { timeZone: 'Asia/Tokyo', accuracy: 3 },
      [{ type: 'datePicker.change', value: Date.UTC(2024, 2, 4, 20, 0, 5) }],
      { value: '2024-03-05T05:00:05' },
    ],
  ])('%s', (_, input, events, expected) => {
    expect(runDate(input, events)).toMatchObject(expected)
  })
})
