import { getRouteApi } from '@tanstack/react-router'
import type { HlrAnalytics, HlrLogList, HlrLogResource } from '../../../contract/enrichment'
import type { ChartDatum } from '../../../design/charts/chartData'
import { LazyBarChart, LazyLineChart } from '../../../design/charts/LazyCharts'
import { LazySelect } from '../../../design/LazySelect'
import messages from '../../../messages/enrichment/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { useListFilters } from '../../lists/useListFilters'
import { useMoneyText } from '../../lists/useMoneyText'
import { analyticsDays } from './enrichmentLoaders'
import type { HlrSearch } from './enrichmentSearch'
import { FactList } from './FactList'
import { useNetworkText } from './useNetworkText'

const route = getRouteApi('/_default/_verified/sms/routing/routes/hlr')

/** How many networks the bar chart names; the rest are left to the table under it. */
const networkBars = 8

/**
 * /sms/routing/routes/hlr: the last days' lookups (totals, the ported share by serving network
 * as bars and per day as a line) and the lookup log, paged in the URL.
 */
export function HlrScreen() {
  const { logs, analytics } = route.useLoaderData()
  const search = route.useSearch()
  return (
    <PageFrame subject={null}>
      <div className={listStyles.section}>
        <Analytics result={analytics} />
        <LogList result={logs} search={search} />
      </div>
    </PageFrame>
  )
}

function Analytics({ result }: { result: ApiResult<HlrAnalytics> }) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const networkText = useNetworkText()
  const dateText = useDateText({ dateStyle: 'medium', timeZone: 'UTC' })
  if (!result.ok) return <LoadProblem title={t('analytics.problem')} result={result} />
  const { totals, by_network: byNetwork, by_day: byDay } = result.data
  const percent = (share: number | null) => t('percent', { share: share ?? 0 })
  const figures: [string, string][] = [
    [t('analytics.lookups'), String(totals.lookups)],
    [t('analytics.ported'), String(totals.ported)],
    [t('analytics.share'), percent(totals.ported_share)],
    [t('analytics.failed'), String(totals.failed)],
    [t('analytics.cost'), money(totals.cost, totals.currency)],
  ]
  const networkData: ChartDatum[] = byNetwork.map((row) => ({
    label: networkText(row.name, row.mcc, row.mnc),
    value: (row.ported_share ?? 0) * 100,
    shown: percent(row.ported_share),
  }))
  const dayData: ChartDatum[] = byDay.map((row) => ({
    label: dateText(`${row.day}T00:00:00Z`),
    value: (row.ported_share ?? 0) * 100,
    shown: percent(row.ported_share),
    at: new Date(`${row.day}T00:00:00Z`),
  }))
  return (
    <section aria-labelledby="hlr-analytics-title" className={listStyles.section}>
      <h2 id="hlr-analytics-title" className={listStyles.sectionTitle}>
        {t('analytics.title', { days: analyticsDays })}
      </h2>
      <FactList rows={figures} />
      <LazyBarChart
        title={t('analytics.byNetwork')}
        data={networkData}
        maxBars={networkBars}
        columns={[t('analytics.columns.network'), t('analytics.columns.share')]}
        emptyMessage={t('analytics.empty')}
      />
      <LazyLineChart
        title={t('analytics.byDay')}
        data={dayData}
        columns={[t('analytics.columns.day'), t('analytics.columns.share')]}
        emptyMessage={t('analytics.empty')}
      />
    </section>
  )
}

function LogList({ result, search }: { result: ApiResult<HlrLogList>; search: HlrSearch }) {
  const t = useMessages(messages)
  const { set } = useListFilters<HlrSearch & { q?: string }>()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const money = useMoneyText()
  const networkText = useNetworkText()
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? t('yes') : t('no'))
  const columns: ListColumn<HlrLogResource>[] = [
    { header: t('column.number'), namesRow: true, cell: (row) => <bdi>{row.e164}</bdi> },
    { header: t('column.lookedUp'), cell: (row) => dateText(row.looked_up_at) },
    {
      header: t('column.status'),
      cell: (row) => (
        <span className={listStyles.statusTone[row.status === 'ok' ? 'success' : 'danger']}>
          {t('logs.status', { status: row.status })}
        </span>
      ),
    },
    { header: t('column.network'), cell: (row) => networkText(row.network_name, row.mcc, row.mnc) },
    { header: t('column.ported'), cell: (row) => yesNo(row.ported) },
    { header: t('column.reachable'), cell: (row) => yesNo(row.reachable) },
    {
      header: t('column.cost'),
      className: listStyles.number,
      cell: (row) => (row.cost === null ? t('logs.notCharged') : money(row.cost, row.currency)),
    },
  ]
  return (
    <section aria-labelledby="hlr-logs-title" className={listStyles.section}>
      <h2 id="hlr-logs-title" className={listStyles.sectionTitle}>
        {t('logs.title')}
      </h2>
      <div className={listStyles.toolbar}>
        <LazySelect
          label={t('filter.status')}
          options={[
            { id: 'any', name: t('filter.any') },
            { id: 'ok', name: t('filter.answered') },
            { id: 'failed', name: t('filter.failed') },
          ]}
          selectedKey={search.status ?? 'any'}
          onSelectionChange={(key) =>
            void set({ status: key === 'ok' || key === 'failed' ? key : undefined })
          }
        />
      </div>
      <ListPage
        result={result}
        problemTitle={t('logs.problem')}
        empty={search.status ? t('logs.noMatch') : t('logs.empty')}
        pagerLabel={t('logs.pager')}
      >
        {(rows) => (
          <ListTable
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            focusableScroller={t('logs.table')}
          />
        )}
      </ListPage>
    </section>
  )
}
