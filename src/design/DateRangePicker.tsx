import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date'
import { useSelector } from '@xstate/react'
import { useContext, useEffect, useId, useMemo, useRef } from 'react'
import { RangeCalendar, RangeCalendarStateContext, type RangeValue } from 'react-aria-components'
import {
  type DateTimeRange,
  type DayRange,
  dateRangeMachine,
  type HourCycle,
  type RangePreset,
  type RawDateRange,
  rangePresets,
  selectCanClear,
  selectDays,
  selectIsAnchored,
  selectIsPopoverOpen,
  selectIsRejected,
  selectValue,
  type TimeAccuracy,
} from '../machines/dateRange'
import designMessages, { type Key as DesignKey } from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'
import { Button } from './Button'
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

const presetLabels: Record<RangePreset, DesignKey> = {
  today: 'dateRangePicker.today',
  yesterday: 'dateRangePicker.yesterday',
  last7Days: 'dateRangePicker.last7Days',
  thisMonth: 'dateRangePicker.thisMonth',
  lastMonth: 'dateRangePicker.lastMonth',
}

export interface DateRangePickerProps {
  label: string
  description?: string
  /** Both ends a finite number (epoch ms), a Date or an ISO string; a day alone spans the day. */
  defaultValue?: RawDateRange | null
  /** When required, an empty new value keeps the previous one. @default false */
  isRequired?: boolean
  /** 0 dates only, 1 hours, 2 minutes, 3 seconds, 4 milliseconds. @default 0 */
  timeAccuracy?: TimeAccuracy
  /** @default 24 */
  hourCycle?: HourCycle
  /** Days no picked range may include. */
  disabledRanges?: DayRange[]
  /** @default every preset */
  presets?: readonly RangePreset[]
  /** @default the browser's time zone */
  timeZone?: string
  onChange?: (value: DateTimeRange | null) => void
  /** With a name, the range (ISO 8601, `start/end`) goes with the surrounding form. */
  name?: string
}

/**
 * A date-range picker whose behaviour is the dateRange machine: the first click anchors, the
 * second commits, Escape restores the value the popover opened with.
 */
export function DateRangePicker({
  label,
  description,
  defaultValue,
  isRequired,
  timeAccuracy,
  hourCycle = 24,
  disabledRanges: disabled,
  presets = rangePresets,
  timeZone,
  onChange,
  name,
}: DateRangePickerProps) {
  const zone = timeZone ?? getLocalTimeZone()
  const actor = useJournaledActorRef(dateRangeMachine, {
    input: {
      value: defaultValue,
      required: isRequired,
      accuracy: timeAccuracy,
      disabledRanges: disabled,
      timeZone: zone,
    },
  })
  const value = useSelector(actor, selectValue)
  const days = useSelector(actor, selectDays, sameDays)
  const isOpen = useSelector(actor, selectIsPopoverOpen)
  const rejected = useSelector(actor, selectIsRejected)
  const canClear = useSelector(actor, selectCanClear)
  const isAnchored = useSelector(actor, selectIsAnchored)
  const { accuracy, disabledRanges } = actor.getSnapshot().context
  const isDateUnavailable = useMemo(() => isUnavailable(disabledRanges), [disabledRanges])
  const rejectionId = useId()
  const text = useFormattedDateTime(accuracy, hourCycle, timeZone)
  const t = useMessages(designMessages)

  useChangeCallback(value, onChange)

  const pick = (date: CalendarDate, dragging: boolean) =>
    actor.send({ type: 'dateRange.pick', date, dragging })
  /** React Aria reports the finished range in order; the machine wants the second click. */
  const pickSecond = (range: RangeValue<CalendarDate> | null) => {
    const anchor = actor.getSnapshot().context.anchor
    if (!range || !anchor) return
    pick(range.start.compare(anchor) === 0 ? range.end : range.start, false)
  }

  return (
    <PickerShell
      label={label}
      description={description}
      name={name}
      formValue={value ? `${value.start.toString()}/${value.end.toString()}` : undefined}
      isOpen={isOpen}
      triggerText={
        value ? (
          text(value.start, value.end)
        ) : (
          <span className={styles.placeholder}>{t('dateRangePicker.placeholder')}</span>
        )
      }
      extraControls={
        accuracy > 0 &&
        value && (
          <>
            <TimeInput
              label={t('dateRangePicker.startTime', { field: label })}
              value={value.start}
              accuracy={accuracy}
              hourCycle={hourCycle}
              onChange={(time) => actor.send({ type: 'dateRange.setTime', edge: 'start', time })}
            />
            <TimeInput
              label={t('dateRangePicker.endTime', { field: label })}
              value={value.end}
              accuracy={accuracy}
              hourCycle={hourCycle}
              onChange={(time) => actor.send({ type: 'dateRange.setTime', edge: 'end', time })}
            />
          </>
        )
      }
      canClear={canClear}
      onOpen={() => actor.send({ type: 'dateRange.open' })}
      onClose={() => actor.send({ type: 'dateRange.close' })}
      onClear={() => actor.send({ type: 'dateRange.clear' })}
    >
      {(labelId) => (
        <div
          className={styles.dialog}
          data-anchored={isAnchored || undefined}
          onKeyDownCapture={onEscape(() => actor.send({ type: 'dateRange.escape' }))}
        >
          <fieldset className={styles.presets}>
            <legend className={styles.presetsLegend}>{t('dateRangePicker.presets')}</legend>
            {presets.map((preset) => (
              <Button
                key={preset}
                variant="ghost"
                onPress={() => actor.send({ type: 'dateRange.preset', preset, today: today(zone) })}
              >
                {t(presetLabels[preset])}
              </Button>
            ))}
          </fieldset>
          <RangeCalendar
            aria-labelledby={labelId}
            aria-describedby={rejected ? rejectionId : undefined}
            value={days}
            isDateUnavailable={isDateUnavailable}
            onChange={pickSecond}
            // A dismissal drops the first click (the machine's dateRange.close); React Aria's
            // default would commit it as a one-day range on blur.
            commitBehavior="reset"
            autoFocus
          >
            <CalendarMonth />
            <AnchorReporter onAnchor={pick} />
          </RangeCalendar>
          <Rejection id={rejectionId} shown={rejected} />
        </div>
      )}
    </PickerShell>
  )
}

const sameDays = (a: DayRange | null, b: DayRange | null) =>
  a === b ||
  (a !== null && b !== null && a.start.compare(b.start) === 0 && a.end.compare(b.end) === 0)

/**
 * Tells the machine about the first click, which React Aria keeps as its anchor date. Pressing an
 * end of the selected range makes React Aria anchor the other end (to let the pressed one be
 * dragged) and, on release, the pressed one: the day pressed is the focused one, told once.
 */
function AnchorReporter({
  onAnchor,
}: {
  onAnchor: (date: CalendarDate, dragging: boolean) => void
}) {
  const state = useContext(RangeCalendarStateContext)
  const anchor = state?.anchorDate ?? null
  const dragging = state?.isDragging ?? false
  const pressed = anchor && (dragging ? (state?.focusedDate ?? anchor) : anchor)
  const told = useRef<CalendarDate | null>(null)
  const report = useRef(onAnchor)
  report.current = onAnchor
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new anchor is a new first click
  useEffect(() => {
    if (pressed && told.current?.compare(pressed) === 0) return
    told.current = pressed
    if (pressed) report.current(pressed, dragging)
  }, [anchor])
  return null
}
