import { type CalendarDateTime, getLocalTimeZone, today } from '@internationalized/date'
import { useMemo, useState } from 'react'
import { DatePicker } from '../../design/DatePicker'
import { DateRangePicker } from '../../design/DateRangePicker'
import type { DateTimeRange } from '../../machines/dateRange'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const show = (value: CalendarDateTime | null) => value?.toString() ?? 'none'
const showRange = (range: DateTimeRange | null) =>
  range ? `${range.start.toString()} – ${range.end.toString()}` : 'none'

/** A maintenance window two to four days ahead, so the disabled days are always in view. */
function useMaintenanceWindow() {
  return useMemo(() => {
    const now = today(getLocalTimeZone())
    return [{ start: now.add({ days: 2 }), end: now.add({ days: 4 }) }]
  }, [])
}

export function DatePickerSection() {
  const disabledRanges = useMaintenanceWindow()
  const [range, setRange] = useState<DateTimeRange | null>(null)
  const [timedRange, setTimedRange] = useState<DateTimeRange | null>(null)
  const [date, setDate] = useState<CalendarDateTime | null>(null)
  const [dateTime, setDateTime] = useState<CalendarDateTime | null>(null)

  return (
    <>
      <Specimen title="Date range: presets and a disabled window">
        <div className={styles.stack}>
          <DateRangePicker
            label="Report period"
            description="The days of the maintenance window cannot be picked."
            disabledRanges={disabledRanges}
            onChange={setRange}
          />
          <p className={styles.output} data-testid="date-range-output">
            {showRange(range)}
          </p>
        </div>
      </Specimen>
      <Specimen title="Required date range to the second, 12-hour clock">
        <div className={styles.stack}>
          <DateRangePicker
            label="Send window"
            defaultValue={{ start: '2024-03-01', end: '2024-03-07' }}
            isRequired
            timeAccuracy={3}
            hourCycle={12}
            presets={['today', 'yesterday']}
            onChange={setTimedRange}
          />
          <p className={styles.output} data-testid="date-range-timed-output">
            {showRange(timedRange)}
          </p>
        </div>
      </Specimen>
      <Specimen title="Date">
        <div className={styles.stack}>
          <DatePicker label="Start date" disabledRanges={disabledRanges} onChange={setDate} />
          <p className={styles.output} data-testid="date-picker-output">
            {show(date)}
          </p>
        </div>
      </Specimen>
      <Specimen title="Required date and time to the minute, 24-hour clock">
        <div className={styles.stack}>
          <DatePicker
            label="Go-live"
            defaultValue="2024-03-04T09:30"
            isRequired
            timeAccuracy={2}
            onChange={setDateTime}
          />
          <p className={styles.output} data-testid="date-picker-timed-output">
            {show(dateTime)}
          </p>
        </div>
      </Specimen>
    </>
  )
}
