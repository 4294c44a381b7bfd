import type { SnapshotFrom } from 'xstate'
import type { DatePickerMachine } from './datePicker.machine'

type Snapshot = SnapshotFrom<DatePickerMachine>

export const selectValue = (snapshot: Snapshot) => snapshot.context.value
/** The popover shows while open and during its short hide delay. */
export const selectIsPopoverOpen = (snapshot: Snapshot) => snapshot.hasTag('popover')
export const selectIsRejected = (snapshot: Snapshot) => snapshot.context.rejected
export const selectCanClear = (snapshot: Snapshot) => snapshot.can({ type: 'datePicker.clear' })
