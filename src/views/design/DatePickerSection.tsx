import { type CalendarDateTime, getLocalTimeZone, today } from '@internationalized/date'
import { useMemo, useState } from 'react'
import { DatePicker } from '../../design/DatePicker'
import { DateRangePicker } from '../../design/DateRangePicker'
import type { DateTimeRange } from '../../machines/dateRange'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

/** A picked value as the tests read it (ISO 8601), or the catalogue's word for none. */
const show = (value: CalendarDateTime | null, none: string) => value?.toString() ?? none
const showRange = (range: DateTimeRange | null, none: string) =>
  range ? `${range.start.toString()} – ${range.end.toString()}` : none

/** A maintenance window two to four days ahead, so the disabled days are always in view. */
function useMaintenanceWindow() {
  return useMemo(() => {
    const now = today(getLocalTimeZone())
    return [{ start: now.add({ days: 2 }), end: now.add({ days: 4 }) }]
  }, [])
}

export function DatePickerSection() {
  const t = useMessages(messages)
  const none = t('gallery.none')
  const disabledRanges = useMaintenanceWindow()
  const [range, setRange] = useState<DateTimeRange | null>(null)
  const [timedRange, setTimedRange] = useState<DateTimeRange | null>(null)
  const [date, setDate] = useState<CalendarDateTime | null>(null)
  const [dateTime, setDateTime] = useState<CalendarDateTime | null>(null)

  return (
    <>
      <Specimen title={t('date.rangeSpecimen')}>
        <div className={styles.stack}>
          <DateRangePicker
            label={t('date.reportPeriod')}
            description={t('date.maintenance')}
            disabledRanges={disabledRanges}
            onChange={setRange}
          />
          <p className={styles.output} data-testid="date-range-output">
            {showRange(range, none)}
          </p>
        </div>
      </Specimen>
      <Specimen title={t('date.timedRangeSpecimen')}>
        <div className={styles.stack}>
          <DateRangePicker
            label={t('date.sendWindow')}
            defaultValue={{ start: '2024-03-01', end: '2024-03-07' }}
            isRequired
            timeAccuracy={3}
            hourCycle={12}
            presets={['today', 'yesterday']}
            onChange={setTimedRange}
          />
          <p className={styles.output} data-testid="date-range-timed-output">
            {showRange(timedRange, none)}
          </p>
        </div>
      </Specimen>
      <Specimen title={t('date.dateSpecimen')}>
        <div className={styles.stack}>
          <DatePicker
            label={t('date.startDate')}
            disabledRanges={disabledRanges}
            onChange={setDate}
          />
          <p className={styles.output} data-testid="date-picker-output">
            {show(date, none)}
          </p>
        </div>
      </Specimen>
      <Specimen title={t('date.dateTimeSpecimen')}>
        <div className={styles.stack}>
          <DatePicker
            label={t('date.goLive')}
            defaultValue="2024-03-04T09:30"
            isRequired
            timeAccuracy={2}
            onChange={setDateTime}
          />
          <p className={styles.output} data-testid="date-picker-timed-output">
            {show(dateTime, none)}
          </p>
        </div>
      </Specimen>
    </>
  )
}
