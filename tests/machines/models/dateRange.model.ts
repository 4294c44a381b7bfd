import { CalendarDate, Time } from '@internationalized/date'
import type { AnyMachineSnapshot } from 'xstate'
import { dateRangeMachine } from '../../../src/machines/dateRange'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

/**
 * A click's meaning depends on the range held (a selected day clears it), so each state is
 * walked both holding a range and empty.
 */
export const dateRangeStateKey = (snapshot: AnyMachineSnapshot) =>
  heldKey(stateKeyOf(snapshot), snapshot.context.value !== null)

const heldKey = (state: string, holding: boolean) =>
  `${state}${holding ? ' (holding a range)' : ''}`

/** A check per state key: each state's check, made both holding a range and empty. */
export function checksPerRangeHeld<Check>(
  checks: Record<string, Check>,
  withHolding: (check: Check, holding: boolean) => Check,
): Record<string, Check> {
  return Object.fromEntries(
    Object.entries(checks).flatMap(([state, check]) =>
      [true, false].map((holding) => [heldKey(state, holding), withHolding(check, holding)]),
    ),
  )
}

const heldStart = new CalendarDate(2024, 3, 1)
const early = new CalendarDate(2024, 3, 4)
const late = new CalendarDate(2024, 3, 8)
const disabledDay = new CalendarDate(2024, 3, 13)
const today = new CalendarDate(2024, 3, 20)

export const dateRangeModel = defineMachineModel(dateRangeMachine, {
  stateKey: dateRangeStateKey,
  input: {
    value: { start: '2024-03-01', end: '2024-03-02' },
    accuracy: 2,
    disabledRanges: [{ start: new CalendarDate(2024, 3, 12), end: new CalendarDate(2024, 3, 14) }],
  },
  events: [
    { type: 'dateRange.open' },
    { type: 'dateRange.close' },
    { type: 'dateRange.escape' },
    { type: 'dateRange.pick', date: late, dragging: false },
    { type: 'dateRange.pick', date: early, dragging: false },
    { type: 'dateRange.pick', date: heldStart, dragging: false },
    { type: 'dateRange.pick', date: disabledDay, dragging: false },
    { type: 'dateRange.pick', date: disabledDay, dragging: true },
    { type: 'dateRange.preset', preset: 'today', today },
    { type: 'dateRange.preset', preset: 'last7Days', today },
    { type: 'dateRange.setTime', edge: 'start', time: new Time(9, 30) },
    { type: 'dateRange.setTime', edge: 'end', time: null },
    { type: 'dateRange.clear' },
    { type: 'dateRange.change', value: { start: '2024-04-02', end: '2024-04-01' } },
    { type: 'dateRange.change', value: { start: '2024-04-02', end: '' } },
  ],
})
