import {
  type CalendarDate,
  type CalendarDateTime,
  DateFormatter,
  getLocalTimeZone,
  toCalendarDate,
  toTime,
} from '@internationalized/date'
import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react'
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  type DateValue,
  Heading,
  Label,
  TimeField,
  type TimeValue,
  useLocale,
} from 'react-aria-components'
import {
  datePickerMachine,
  selectCanClear,
  selectIsPopoverOpen,
  selectIsRejected,
  selectValue,
} from '../machines/datePicker'
import {
  type DayRange,
  dateTimeFormatOptions,
  granularityOf,
  type HourCycle,
  isDayDisabled,
  type RawDateValue,
  type TimeAccuracy,
} from '../machines/dateRange'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'
import { Button } from './Button'
import * as styles from './DatePicker.css'
import { PickerShell } from './PickerShell'

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

  useChangeCallback(value, onChange)

  return (
    <PickerShell
      label={label}
      description={description}
      isOpen={isOpen}
      triggerText={value ? text(value) : <span className={styles.placeholder}>Choose a date</span>}
      extraControls={
        accuracy > 0 &&
        value && (
          <TimeInput
            label={`${label}: time`}
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

/** The month header and day grid shared by the date and date-range pickers. */
export function CalendarMonth() {
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" variant="ghost" aria-label="Previous month">
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" variant="ghost" aria-label="Next month">
          <span aria-hidden="true">›</span>
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </>
  )
}

export interface TimeInputProps {
  label: string
  value: CalendarDateTime
  accuracy: TimeAccuracy
  hourCycle: HourCycle
  onChange: (time: ReturnType<typeof toTime> | null) => void
}

/** The time of day of a value, down to the accuracy's unit. */
export function TimeInput({ label, value, accuracy, hourCycle, onChange }: TimeInputProps) {
  return (
    <TimeField
      className={styles.timeField}
      value={value}
      hourCycle={hourCycle}
      granularity={granularityOf(accuracy) as 'hour' | 'minute' | 'second'}
      onChange={(time: TimeValue | null) => onChange(time && toTime(time as CalendarDateTime))}
    >
      <Label>{label}</Label>
      <DateInput className={styles.dateInput}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
    </TimeField>
  )
}

export function Rejection({ id, shown }: { id: string; shown: boolean }) {
  return (
    <p id={id} role="status" className={styles.rejection}>
      {shown ? 'That day is not available: the previous value is kept.' : ''}
    </p>
  )
}

export function isUnavailable(disabled: readonly DayRange[]) {
  return (date: DateValue) => isDayDisabled(date, disabled)
}

/** Escape is told apart from other dismissals: it restores the previous value. */
export function onEscape(send: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') send()
  }
}

export function useFormattedDateTime(
  accuracy: TimeAccuracy,
  hourCycle: HourCycle,
  timeZone: string | undefined,
) {
  const { locale } = useLocale()
  const zone = timeZone ?? getLocalTimeZone()
  return useMemo(() => {
    const formatter = new DateFormatter(locale, {
      ...dateTimeFormatOptions(accuracy, hourCycle),
      timeZone: zone,
    })
    return (value: CalendarDateTime, end?: CalendarDateTime) =>
      end
        ? formatter.formatRange(value.toDate(zone), end.toDate(zone))
        : formatter.format(value.toDate(zone))
  }, [locale, accuracy, hourCycle, zone])
}

/** Calls back when the machine's value changes, not on the first render. */
export function useChangeCallback<T>(value: T, onChange: ((value: T) => void) | undefined) {
  const callback = useRef(onChange)
  callback.current = onChange
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    callback.current?.(value)
  }, [value])
}
