import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import {
  enrichmentStarters,
  type MnpAnswerList,
  type MnpAnswerResource,
  type MnpRequestList,
  type MnpRequestResource,
} from '../../../contract/enrichment'
import { LazySelect } from '../../../design/LazySelect'
import { ProgressBar } from '../../../design/ProgressBar'
import { selectTeamRole } from '../../../machines/session/permissionSelectors'
import messages from '../../../messages/enrichment/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { useListFilters } from '../../lists/useListFilters'
import { useMoneyText } from '../../lists/useMoneyText'
import { useSessionSelector } from '../../session/useSession'
import type { MnpSearch } from './enrichmentSearch'
import { LookupStarter } from './LookupStarter'
import { useLiveRuns } from './useLiveRuns'
import { useNetworkText } from './useNetworkText'

const route = getRouteApi('/_default/_verified/sms/routing/routes/mnp')

const statusTones: Record<MnpRequestResource['status'], keyof typeof listStyles.statusTone> = {
  queued: 'info',
  running: 'warning',
  done: 'success',
  failed: 'danger',
}

/**
 * /sms/routing/routes/mnp: start a lookup for a segment or a pasted list (count and cost first,
 * then a confirmation), the latest runs with their live progress, and the cached answers.
 */
export function MnpScreen() {
  const { runs, answers, segments } = route.useLoaderData()
  const search = route.useSearch()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  useLiveRuns(reload)
  const role = useSessionSelector(selectTeamRole)
  return (
    <PageFrame subject={null}>
      <div className={listStyles.section}>
        <LookupStarter
          segments={segments}
          canStart={role !== null && enrichmentStarters.includes(role)}
          teamRole={role ?? 'none'}
          onStarted={reload}
        />
        <RunList result={runs} />
        <AnswerList result={answers} search={search} />
      </div>
    </PageFrame>
  )
}

function RunList({ result }: { result: ApiResult<MnpRequestList> }) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const money = useMoneyText()
  const columns: ListColumn<MnpRequestResource>[] = [
    { header: t('runs.column.started'), namesRow: true, cell: (row) => dateText(row.created_at) },
    { header: t('runs.column.source'), cell: (row) => t('runs.source', { kind: row.kind }) },
    {
      header: t('runs.column.status'),
      cell: (row) => (
        <span className={listStyles.statusTone[statusTones[row.status]]}>
          {t('runs.status', { status: row.status })}
        </span>
      ),
    },
    {
      header: t('runs.column.progress'),
      cell: (row) => (
        <ProgressBar
          label={t('runs.progress', { time: dateText(row.created_at) })}
          value={row.percent}
          valueLabel={t('runs.progressValue', { processed: row.processed, total: row.total })}
        />
      ),
    },
    {
      header: t('runs.column.results'),
      cell: (row) =>
        t('runs.results', {
          lookedUp: row.looked_up,
          cached: row.cached,
          failed: row.failed,
          ported: row.ported,
        }),
    },
    {
      header: t('runs.column.cost'),
      className: listStyles.number,
      cell: (row) => money(row.cost, row.currency),
    },
  ]
  return (
    <section aria-labelledby="mnp-runs-title" className={listStyles.section}>
      <h2 id="mnp-runs-title" className={listStyles.sectionTitle}>
        {t('runs.title')}
      </h2>
      <ListPage
        result={result}
        problemTitle={t('runs.problem')}
        empty={t('runs.empty')}
        pagerLabel={t('runs.pager')}
      >
        {(rows) => (
          <ListTable
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            focusableScroller={t('runs.table')}
          />
        )}
      </ListPage>
    </section>
  )
}

function AnswerList({ result, search }: { result: ApiResult<MnpAnswerList>; search: MnpSearch }) {
  const t = useMessages(messages)
  const { set } = useListFilters<MnpSearch & { q?: string }>()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const networkText = useNetworkText()
  const columns: ListColumn<MnpAnswerResource>[] = [
    { header: t('column.number'), namesRow: true, cell: (row) => <bdi>{row.e164}</bdi> },
    { header: t('column.network'), cell: (row) => networkText(row.network_name, row.mcc, row.mnc) },
    { header: t('column.ported'), cell: (row) => (row.ported ? t('yes') : t('no')) },
    { header: t('column.reachable'), cell: (row) => (row.reachable ? t('yes') : t('no')) },
    { header: t('column.lookedUp'), cell: (row) => dateText(row.looked_up_at) },
    {
      header: t('column.freshness'),
      cell: (row) => (
        <span className={listStyles.statusTone[row.fresh ? 'success' : 'quiet']}>
          {row.fresh ? t('fresh') : t('stale')}
        </span>
      ),
    },
  ]
  return (
    <section aria-labelledby="mnp-answers-title" className={listStyles.section}>
      <h2 id="mnp-answers-title" className={listStyles.sectionTitle}>
        {t('answers.title')}
      </h2>
      <div className={listStyles.toolbar}>
        <LazySelect
          label={t('filter.ported')}
          options={[
            { id: 'any', name: t('filter.any') },
            { id: 'yes', name: t('filter.portedOnly') },
            { id: 'no', name: t('filter.notPorted') },
          ]}
          selectedKey={search.ported ?? 'any'}
          onSelectionChange={(key) =>
            void set({ ported: key === 'yes' || key === 'no' ? key : undefined })
          }
        />
      </div>
      <ListPage
        result={result}
        problemTitle={t('answers.problem')}
        empty={search.ported ? t('answers.noMatch') : t('answers.empty')}
        pagerLabel={t('answers.pager')}
      >
        {(rows) => (
          <ListTable
            rows={rows}
            columns={columns}
            rowKey={(row) => row.e164}
            focusableScroller={t('answers.table')}
          />
        )}
      </ListPage>
    </section>
  )
}

export function EnrichmentPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
