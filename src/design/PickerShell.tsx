import {
  type CalendarDateTime,
  DateFormatter,
  getLocalTimeZone,
  toTime,
} from '@internationalized/date'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from 'react'
import {
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Heading,
  Label,
  Popover,
  TimeField,
  type TimeValue,
  useLocale,
} from 'react-aria-components'
import {
  type DayRange,
  dateTimeFormatOptions,
  granularityOf,
  type HourCycle,
  isDayDisabled,
  type TimeAccuracy,
} from '../machines/dateRange'
import commonMessages from '../messages/common/catalogue'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { Button } from './Button'
import * as styles from './DatePicker.css'
import { fieldLabel } from './fieldLabel.css'
import { Icon } from './Icon'

export interface PickerShellProps {
  label: string
  description?: string
  isOpen: boolean
  /** What the trigger shows: the value, or a placeholder. */
  triggerText: ReactNode
  /** Beside the trigger: the time inputs, when the value has a time. */
  extraControls?: ReactNode
  canClear: boolean
  onOpen: () => void
  /** The popover closed by a click outside or a focus move (Escape is the content's to tell). */
  onClose: () => void
  onClear: () => void
  /** Describes the dialog (the picker's rejection notice, when shown). */
  dialogDescribedBy?: string
  /** The popover's content; given the id of the label to name itself by. */
  children: (labelId: string) => ReactNode
  /** With a name, the value goes with the surrounding form (and counts as its input). */
  name?: string
  /** The value as the form sends it: ISO 8601, a range as `start/end`; empty for none. */
  formValue?: string
}

/**
 * What the date and date-range pickers share: the label, the trigger that opens the popover,
 * the clear button, the description and the popover with its dialog; below it, the parts both
 * draw inside (the month grid, the time input, the rejection notice) and their shared hooks.
 * The machines behind each picker stay theirs; this only lays them out.
 */
export function PickerShell({
  label,
  description,
  isOpen,
  triggerText,
  extraControls,
  canClear,
  onOpen,
  onClose,
  onClear,
  dialogDescribedBy,
  children,
  name,
  formValue = '',
}: PickerShellProps) {
  const t = useMessages(designMessages)
  const common = useMessages(commonMessages)
  const anchorRef = useRef<HTMLDivElement>(null)
  const ids = { label: useId(), trigger: useId(), description: useId() }
  return (
    <div className={styles.field}>
      <span id={ids.label} className={fieldLabel}>
        {label}
      </span>
      {name && <input type="hidden" name={name} value={formValue} />}
      <div ref={anchorRef} className={styles.controls}>
        <Button
          id={ids.trigger}
          className={styles.trigger}
          aria-labelledby={`${ids.label} ${ids.trigger}`}
          aria-describedby={description ? ids.description : undefined}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onPress={onOpen}
        >
          {triggerText}
          <Icon name="lucide:chevron-down" />
        </Button>
        {extraControls}
        {canClear && (
          <Button
            variant="ghost"
            aria-label={t('picker.clear', { field: label })}
            onPress={onClear}
          >
            {common('action.clear')}
          </Button>
        )}
      </div>
      {description && (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      )}
      <Popover
        triggerRef={anchorRef}
        isOpen={isOpen}
        onOpenChange={(open) => open || onClose()}
        placement="bottom start"
        className={styles.popover}
      >
        <Dialog
          aria-labelledby={ids.label}
          aria-describedby={dialogDescribedBy}
          className={styles.dialog}
        >
          {children(ids.label)}
        </Dialog>
      </Popover>
    </div>
  )
}

/** The month header and day grid shared by the date and date-range pickers. */
export function CalendarMonth() {
  const t = useMessages(designMessages)
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" variant="ghost" aria-label={t('picker.previousMonth')}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" variant="ghost" aria-label={t('picker.nextMonth')}>
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
  const t = useMessages(designMessages)
  return (
    <p id={id} role="status" className={styles.rejection}>
      {shown ? t('picker.unavailableDay') : ''}
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
