import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import {
  type LiveStatusLogResource,
  type LiveTestList,
  type LiveTestResource,
  type LiveTestSummary,
  type LiveTestVerdict,
  liveTestVerdicts,
} from '../../../contract/live-phone'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { LazyBarChart } from '../../../design/charts/LazyCharts'
import { Link } from '../../../design/Link'
import { Select } from '../../../design/Select'
import messages from '../../../messages/hub-live-phones/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { LiveTestFilters } from '../../../services/api/livePhones'
import type { ApiResult } from '../../../services/http/client'
import { PageFrame } from '../../frame/PageFrame'
import { FormDialog } from '../../lists/FormDialog'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { useLiveQuery } from '../../lists/useLiveQuery'
import { livePhonesApi } from './livePhonesApi'

const route = getRouteApi('/_default/_verified/hub/routing/vendor/live-phones/sms')

export interface LiveTestsData {
  tests: ApiResult<LiveTestList>
  summary: ApiResult<LiveTestSummary>
}

export async function loadLiveTests(
  filters: LiveTestFilters,
  signal: AbortSignal,
): Promise<LiveTestsData> {
  const [tests, summary] = await Promise.all([
    livePhonesApi.tests(filters, signal),
    livePhonesApi.summary(filters, signal),
  ])
  return { tests, summary }
}

/** /hub/routing/vendor/live-phones/sms: every test with its verdict, and the verdicts per route. */
export function LiveTestsScreen() {
  const data = route.useLoaderData()
  const filters = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <PageFrame subject={null}>
      <LiveTests {...data} filters={filters} onFilter={(next) => void navigate({ search: next })} />
    </PageFrame>
  )
}

const anyKey = 'any'

/** The per-route summary, the filters and the page of tests. */
export function LiveTests({
  tests,
  summary,
  filters,
  onFilter,
}: LiveTestsData & {
  filters: LiveTestFilters
  onFilter: (filters: LiveTestFilters) => void
}) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const [logOf, setLogOf] = useState<LiveTestResource | null>(null)
  const routes = summary.ok ? summary.data.routes : []
  const columns: ListColumn<LiveTestResource>[] = [
    { header: t('column.when'), namesRow: true, cell: (row) => dateText(row.created_at) },
    { header: t('column.phone'), cell: (row) => row.phone_name },
    {
      header: t('column.route'),
      cell: (row) => t('routeVendor', { route: row.route_name, vendor: row.vendor_name }),
    },
    {
      header: t('column.sent'),
      cell: (row) => t('sentAs', { sender: row.sender, text: row.text }),
    },
    {
      header: t('column.received'),
      cell: (row) =>
        row.received_text === null
          ? t('notReceived')
          : t('sentAs', { sender: row.received_from ?? '', text: row.received_text }),
    },
    {
      header: t('column.verdict'),
      cell: (row) => (
        <span className={listStyles.statusTone[verdictTone(row.verdict)]}>
          {t('verdict', { verdict: row.verdict })}
        </span>
      ),
    },
    {
      header: t('column.log'),
      quietHeader: true,
      cell: (row) => (
        <Button onPress={() => setLogOf(row)} aria-label={t('log.showNamed', { code: row.code })}>
          {t('log.show')}
        </Button>
      ),
    },
  ]
  return (
    <section aria-labelledby="live-tests-title" className={listStyles.section}>
      <div className={listStyles.toolbar}>
        <h2 id="live-tests-title" className={listStyles.sectionTitle}>
          {t('tests.title')}
        </h2>
        <Link href="/hub/routing/vendor/live-phones">{t('tests.phonesLink')}</Link>
      </div>
      <RouteSummary routes={routes} />
      <search aria-label={t('tests.filters')} className={listStyles.toolbar}>
        <Select
          label={t('tests.filter.route')}
          selectedKey={filters.route_id ?? anyKey}
          onSelectionChange={(key) =>
            onFilter({
              ...filters,
              page: undefined,
              route_id: key === anyKey ? undefined : String(key),
            })
          }
          options={[
            { id: anyKey, name: t('tests.filter.any') },
            ...routes
              .filter((row) => row.route_id !== null)
              .map((row) => ({
                id: row.route_id as string,
                name: t('routeVendor', { route: row.route_name, vendor: row.vendor_name }),
              })),
          ]}
        />
        <Select
          label={t('tests.filter.verdict')}
          selectedKey={filters.verdict ?? anyKey}
          onSelectionChange={(key) =>
            onFilter({
              ...filters,
              page: undefined,
              verdict: key === anyKey ? undefined : (key as LiveTestVerdict),
            })
          }
          options={[
            { id: anyKey, name: t('tests.filter.any') },
            ...liveTestVerdicts.map((verdict) => ({
              id: verdict,
              name: t('verdict', { verdict }),
            })),
          ]}
        />
      </search>
      <ListPage
        result={tests}
        problemTitle={t('tests.problem')}
        empty={t('tests.empty')}
        pagerLabel={t('tests.pager')}
      >
        {(rows, meta) => (
          <>
            <p className={listStyles.muted}>{t('tests.total', { count: meta.total })}</p>
            <ListTable rows={rows} columns={columns} rowKey={(row) => row.id} />
          </>
        )}
      </ListPage>
      <FormDialog
        isOpen={logOf !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setLogOf(null)
        }}
        title={t('log.title', { code: logOf?.code ?? '' })}
      >
        {(close) => (logOf ? <StatusLog test={logOf} onClose={close} /> : null)}
      </FormDialog>
    </section>
  )
}

const verdictTone = (verdict: LiveTestVerdict) =>
  verdict === 'delivered' ? 'success' : verdict === 'pending' ? 'quiet' : 'danger'

/** Which vendor fakes receipts, at a glance: the share of fake receipts per route, and counts. */
function RouteSummary({ routes }: { routes: LiveTestSummary['routes'] }) {
  const t = useMessages(messages)
  if (routes.length === 0) return <p className={listStyles.muted}>{t('summary.empty')}</p>
  const label = (row: (typeof routes)[number]) =>
    t('routeVendor', { route: row.route_name, vendor: row.vendor_name })
  return (
    <>
      <LazyBarChart
        title={t('summary.chartTitle')}
        data={routes.map((row) => {
          const share = row.total === 0 ? 0 : row.counts.fake_dlr / row.total
          return { label: label(row), value: share, shown: t('summary.fakeShare', { share }) }
        })}
        columns={[t('summary.columns.route'), t('summary.columns.fake')]}
      />
      <ul aria-label={t('summary.title')}>
        {routes.map((row) => (
          <li key={`${row.route_id} ${row.route_name}`}>
            {t('summary.row', { route: row.route_name, vendor: row.vendor_name, total: row.total })}{' '}
            {t('summary.counts', {
              delivered: row.counts.delivered,
              changed: row.counts.sender_changed + row.counts.content_changed,
              fake: row.counts.fake_dlr,
              lost: row.counts.not_delivered,
              pending: row.counts.pending,
            })}
          </li>
        ))}
      </ul>
    </>
  )
}

const loadLog = async (
  { phoneId, testId }: { phoneId: string; testId: string },
  signal: AbortSignal,
) => dataOrThrow(await livePhonesApi.statusLogs(phoneId, testId, signal))

/** A test's steps in the order they happened. */
function StatusLog({ test, onClose }: { test: LiveTestResource; onClose: () => void }) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const log = useLiveQuery(loadLog, { phoneId: test.phone_id, testId: test.id })
  const line = (entry: LiveStatusLogResource) => {
    const step = t('log.step', { step: entry.step })
    const at = dateText(entry.at)
    return entry.detail
      ? t('log.detail', { at, step, detail: entry.detail })
      : t('log.entry', { at, step })
  }
  return (
    <div className={listStyles.section}>
      {log.problem ? (
        <p role="alert">{t('log.problem')}</p>
      ) : (
        <ol aria-busy={log.data === undefined}>
          {log.data?.data.map((entry) => (
            <li key={entry.id}>{line(entry)}</li>
          ))}
        </ol>
      )}
      <Button onPress={onClose}>{t('webhook.close')}</Button>
    </div>
  )
}

export function LiveTestsPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
