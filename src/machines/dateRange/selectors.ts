import { toCalendarDate } from '@internationalized/date'
import type { SnapshotFrom } from 'xstate'
import type { DateRangeMachine } from './dateRange.machine'
import type { DateTimeRange, DayRange } from './dateValue'

type Snapshot = SnapshotFrom<DateRangeMachine>

/** The calendar day of each end, for the range calendar. */
export const daysOf = (range: DateTimeRange | null): DayRange | null =>
  range && { start: toCalendarDate(range.start), end: toCalendarDate(range.end) }

export const selectValue = (snapshot: Snapshot) => snapshot.context.value
export const selectDays = (snapshot: Snapshot) => daysOf(snapshot.context.value)
/** The popover shows while open and during its short hide delay. */
export const selectIsPopoverOpen = (snapshot: Snapshot) => snapshot.hasTag('popover')
export const selectIsAnchored = (snapshot: Snapshot) => snapshot.hasTag('anchored')
export const selectAnchor = (snapshot: Snapshot) => snapshot.context.anchor
export const selectIsRejected = (snapshot: Snapshot) => snapshot.context.rejected
export const selectCanClear = (snapshot: Snapshot) => snapshot.can({ type: 'dateRange.clear' })
