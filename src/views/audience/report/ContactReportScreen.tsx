import { toCalendarDate } from '@internationalized/date'
import { useLoaderData, useNavigate } from '@tanstack/react-router'
import { useLocale } from 'react-aria-components'
import { growthIntervals } from '../../../contract/contact'
import { DateRangePicker } from '../../../design/DateRangePicker'
import { Select } from '../../../design/Select'
import type { DateTimeRange } from '../../../machines/dateRange'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { PendingList } from '../../lists/PendingList'
import * as styles from '../../reports/reportLayout.css'
import { BreakdownCharts } from './BreakdownCharts'
import { GrowthCharts } from './GrowthCharts'
import { dayNamer, intervalName } from './reportLabels'
import {
  type BreakdownScope,
  breakdownScopes,
  type GrowthInterval,
  type ReportSearch,
} from './reportSearch'

const routeId = '/_default/_verified/audience/contacts/report'

const dayOf = (value: DateTimeRange['start']) => toCalendarDate(value).toString()

/**
 * /audience/contacts/report: the audience in figures. Growth over a period of UTC days, grouped
 * by day, week or month; and the contacts by status, source, country and network, counting
 * every contact or only those added in the period. Every choice is kept in the URL.
 */
export function ContactReportScreen() {
  const data = useLoaderData({ from: routeId })
  const navigate = useNavigate({ from: '/audience/contacts/report' })
  const t = useMessages(messages)
  const { locale } = useLocale()
  const day = dayNamer(locale)
  const intervalOptions = growthIntervals.map((id) => ({ id, name: intervalName(t, id) }))
  const scopeOptions = breakdownScopes.map((id) => ({ id, name: t(`report.scope.${id}`) }))
  const show = (change: ReportSearch) =>
    void navigate({ search: (previous: ReportSearch) => ({ ...previous, ...change }) })
  const { from, to } = data.range
  const periodText = t('report.range', { from: day(from), to: day(to) })
  return (
    <PageFrame>
      <search aria-label={t('report.settings')} className={styles.controls}>
        <DateRangePicker
          key={`${from}/${to}`}
          label={t('report.period')}
          description={t('report.periodHint')}
          timeZone="UTC"
          isRequired
          defaultValue={{ start: from, end: to }}
          onChange={(range) => range && show({ from: dayOf(range.start), to: dayOf(range.end) })}
        />
        <Select
          label={t('report.groupBy')}
          options={intervalOptions}
          selectedKey={data.interval}
          onSelectionChange={(key) => show({ interval: key as GrowthInterval })}
        />
        <Select
          label={t('report.breakdowns')}
          options={scopeOptions}
          selectedKey={data.scope}
          onSelectionChange={(key) => show({ scope: key as BreakdownScope })}
        />
      </search>
      <GrowthCharts result={data.dashboard} interval={data.interval} periodText={periodText} />
      <BreakdownCharts result={data.report} scope={data.scope} periodText={periodText} />
    </PageFrame>
  )
}

export function ContactReportPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
