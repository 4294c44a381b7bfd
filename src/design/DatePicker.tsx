import {
  type CalendarDate,
  type CalendarDateTime,
  getLocalTimeZone,
  toCalendarDate,
} from '@internationalized/date'
import { useSelector } from '@xstate/react'
import { useId, useMemo } from 'react'
import { Calendar } from 'react-aria-components'
import {
  datePickerMachine,
  selectCanClear,
  selectIsPopoverOpen,
  selectIsRejected,
  selectValue,
} from '../machines/datePicker'
import type { DayRange, HourCycle, RawDateValue, TimeAccuracy } from '../machines/dateRange'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'
import * as styles from './DatePicker.css'
import {
  CalendarMonth,
  isUnavailable,
  onEscape,
  PickerShell,
  Rejection,
  TimeInput,
  useChangeCallback,
  useFormattedDateTime,
} from './PickerShell'

export interface DatePickerProps {
  label: string
  description?: string
  /** A finite number (epoch ms), a Date or an ISO string; anything else is no value. */
  defaultValue?: RawDateValue
  /** When required, a click on the selected date or an empty new value keeps it. @default false */
  isRequired?: boolean
  /** 0 date only, 1 hours, 2 minutes, 3 seconds, 4 milliseconds. @default 0 */
  timeAccuracy?: TimeAccuracy
  /** @default 24 */
  hourCycle?: HourCycle
  /** Days that cannot be picked. */
  disabledRanges?: DayRange[]
  /** @default the browser's time zone */
  timeZone?: string
  onChange?: (value: CalendarDateTime | null) => void
  /** With a name, the value (ISO 8601) goes with the surrounding form. */
  name?: string
}

/** A date (and time, from accuracy 1) picker whose behaviour is the datePicker machine. */
export function DatePicker({
  label,
  description,
  defaultValue,
  isRequired,
  timeAccuracy,
  hourCycle = 24,
  disabledRanges,
  timeZone,
  onChange,
  name,
}: DatePickerProps) {
  const actor = useJournaledActorRef(datePickerMachine, {
    input: {
      value: defaultValue,
      required: isRequired,
      accuracy: timeAccuracy,
      disabledRanges,
      timeZone: timeZone ?? getLocalTimeZone(),
    },
  })
  const value = useSelector(actor, selectValue)
  const isOpen = useSelector(actor, selectIsPopoverOpen)
  const rejected = useSelector(actor, selectIsRejected)
  const canClear = useSelector(actor, selectCanClear)
  const { accuracy, disabledRanges: disabled } = actor.getSnapshot().context
  const isDateUnavailable = useMemo(() => isUnavailable(disabled), [disabled])
  const rejectionId = useId()
  const text = useFormattedDateTime(accuracy, hourCycle, timeZone)
  const t = useMessages(designMessages)

  useChangeCallback(value, onChange)

  return (
    <PickerShell
      label={label}
      description={description}
      name={name}
      formValue={value?.toString()}
      isOpen={isOpen}
      triggerText={
        value ? (
          text(value)
        ) : (
          <span className={styles.placeholder}>{t('datePicker.placeholder')}</span>
        )
      }
      extraControls={
        accuracy > 0 &&
        value && (
          <TimeInput
            label={t('datePicker.time', { field: label })}
            value={value}
            accuracy={accuracy}
            hourCycle={hourCycle}
            onChange={(time) => actor.send({ type: 'datePicker.setTime', time })}
          />
        )
      }
      canClear={canClear}
      onOpen={() => actor.send({ type: 'datePicker.open' })}
      onClose={() => actor.send({ type: 'datePicker.close' })}
      onClear={() => actor.send({ type: 'datePicker.clear' })}
      dialogDescribedBy={rejected ? rejectionId : undefined}
    >
      {(labelId) => (
        <div
          className={styles.dialog}
          onKeyDownCapture={onEscape(() => actor.send({ type: 'datePicker.escape' }))}
        >
          <Calendar
            aria-labelledby={labelId}
            value={value ? toCalendarDate(value) : null}
            isDateUnavailable={isDateUnavailable}
            onChange={(date: CalendarDate) => actor.send({ type: 'datePicker.pick', date })}
            autoFocus
          >
            <CalendarMonth />
          </Calendar>
          <Rejection id={rejectionId} shown={rejected} />
        </div>
      )}
    </PickerShell>
  )
}
