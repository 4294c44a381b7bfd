import { toCalendarDate } from '@internationalized/date'
import { useLoaderData, useNavigate } from '@tanstack/react-router'
import { useLocale } from 'react-aria-components'
import { reportGroupings } from '../../../contract/campaign-report-values'
import { DateRangePicker } from '../../../design/DateRangePicker'
import { Select, type SelectOption } from '../../../design/Select'
import type { DateTimeRange } from '../../../machines/dateRange'
import messages, { type Key } from '../../../messages/campaigns-reports/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { dayNamer } from '../../audience/report/reportLabels'
import { PageFrame } from '../../frame/PageFrame'
import { PendingList } from '../../lists/PendingList'
import * as styles from '../../reports/reportLayout.css'
import { DomainsCostSection } from './DomainsCostSection'
import { ReportSections } from './ReportSections'
import { RoutesCostSection } from './RoutesCostSection'
import { useReportFormat } from './reportFormat'
import type { CampaignReportsData } from './reportsLoader'
import type { ReportsSearch } from './reportsSearch'

const routeId = '/_default/_verified/campaigns/reports'
const everyCampaign = 'all'

const dayOf = (value: DateTimeRange['start']) => toCalendarDate(value).toString()

/** The filter's choices: every campaign, then the team's by name (the chosen one always there). */
function campaignOptions(data: CampaignReportsData, t: Translate<Key>): SelectOption[] {
  const listed = data.campaigns.ok
    ? data.campaigns.data.data.map((campaign) => ({ id: campaign.id, name: campaign.name }))
    : []
  const chosen = data.scope.campaignIds[0]
  const missing = chosen && !listed.some((option) => option.id === chosen)
  return [
    { id: everyCampaign, name: t('reports.allCampaigns') },
    ...listed,
    ...(missing ? [{ id: chosen, name: t('reports.chosenCampaign') }] : []),
  ]
}

/**
 * /campaigns/reports: what the team's SMS campaigns came to over a period of days in the
 * person's time zone: the delivery funnel, money, volume and delivery over time, each campaign,
 * the cost per tracking domain and per route and network. Period, grouping and campaign are kept in the URL.
 */
export function CampaignReportsScreen() {
  const data = useLoaderData({ from: routeId })
  const navigate = useNavigate({ from: '/campaigns/reports' })
  const { locale } = useLocale()
  const format = useReportFormat()
  const t = useMessages(messages)
  const groupingOptions = reportGroupings.map((id) => ({ id, name: t(`reports.grouping.${id}`) }))
  const day = dayNamer(locale)
  const show = (change: ReportsSearch) =>
    void navigate({ search: (previous: ReportsSearch) => ({ ...previous, ...change }) })
  const { from, to, timeZone } = data.scope
  return (
    <PageFrame>
      <search aria-label={t('reports.settings')} className={styles.controls}>
        <DateRangePicker
          key={`${from}/${to}`}
          label={t('reports.period')}
          description={t('reports.periodDescription', { zone: timeZone })}
          timeZone={timeZone}
          isRequired
          defaultValue={{ start: from, end: to }}
          onChange={(range) => range && show({ from: dayOf(range.start), to: dayOf(range.end) })}
        />
        <Select
          label={t('reports.groupBy')}
          options={groupingOptions}
          selectedKey={data.grouping}
          onSelectionChange={(key) => show({ grouping: key as ReportsSearch['grouping'] })}
        />
        <Select
          label={t('reports.campaign')}
          options={campaignOptions(data, t)}
          selectedKey={data.scope.campaignIds[0] ?? everyCampaign}
          onSelectionChange={(key) =>
            show({ campaign: key === everyCampaign ? undefined : String(key) })
          }
        />
      </search>
      <ReportSections
        result={data.report}
        grouping={data.grouping}
        periodText={t('reports.periodRange', { from: day(from), to: day(to) })}
        format={format}
      />
      <DomainsCostSection result={data.domains} format={format} />
      <RoutesCostSection result={data.routes} format={format} />
    </PageFrame>
  )
}

export function CampaignReportsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
