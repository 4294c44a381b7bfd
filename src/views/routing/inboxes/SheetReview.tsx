import { useRouter, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocale } from 'react-aria-components'
import { rateSheetLimits } from '../../../contract/constants'
import {
  type RateParserProfileResource,
  type RateSheetResource,
  type RateSheetRowKind,
  type RateSheetRowList,
  type RateSheetRowResource,
  rateSheetRowKinds,
} from '../../../contract/rate-sheet'
import { dataOrThrow, failureMessage } from '../../../contract/result'
import type { SmsRouteResource } from '../../../contract/sms-route'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Notice } from '../../../design/Notice'
import { ProgressBar } from '../../../design/ProgressBar'
import { Select } from '../../../design/Select'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/routing-inboxes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { MarginRisks, useMarginRiskHeader } from '../../hub/client-rates/MarginRisks'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { useListFilters } from '../../lists/useListFilters'
import { useRoutingScope } from '../scope/RoutingScope'
import { inboxesApiOf } from './inboxesApi'
import { inboxesRouteIds } from './inboxesSearch'
import { MappingPanel } from './MappingForm'
import { useSheetProgress } from './useSheetProgress'

const allKinds = 'all'

/** One received sheet: parse it, follow the parse, read its change set, apply it. */
export function SheetReview({
  sheet,
  rows,
  profiles,
  routes,
  canManage,
}: {
  sheet: ApiResult<RateSheetResource>
  rows: ApiResult<RateSheetRowList>
  profiles: RateParserProfileResource[]
  /** The team's routes: the sheet's names its vendor, whose profile maps it. */
  routes: SmsRouteResource[]
  canManage: boolean
}) {
  const t = useMessages(messages)
  if (!sheet.ok) return <LoadProblem title={t('review.loadProblem')} result={sheet} />
  return (
    <section aria-labelledby="review-title" className={listStyles.section}>
      <h2 id="review-title" className={listStyles.sectionTitle}>
        {t('review.title', { name: sheet.data.filename })}
      </h2>
      <SheetState
        sheet={sheet.data}
        profiles={profiles}
        vendorName={routes.find((route) => route.id === sheet.data.route_id)?.vendor_name ?? null}
        canManage={canManage}
      />
      {sheet.data.summary && <ChangeSet sheet={sheet.data} rows={rows} canManage={canManage} />}
    </section>
  )
}

function SheetState({
  sheet: loaded,
  profiles,
  vendorName,
  canManage,
}: {
  sheet: RateSheetResource
  profiles: RateParserProfileResource[]
  vendorName: string | null
  canManage: boolean
}) {
  const t = useMessages(messages)
  const sheet = useSheetProgress(loaded)
  if (sheet.status === 'parsing')
    return (
      <ProgressBar
        label={t('parse.progress')}
        value={sheet.progress.processed}
        maxValue={Math.max(1, sheet.progress.total)}
        valueLabel={t('parse.progressValue', {
          processed: sheet.progress.processed,
          total: sheet.progress.total,
        })}
        isIndeterminate={sheet.progress.total === 0}
      />
    )
  return (
    <>
      <p>{t(`status.${sheet.status}`)}</p>
      {sheet.error && <p role="alert">{sheet.error}</p>}
      {canManage && sheet.status !== 'applied' && (
        <>
          {(vendorName === null || profiles.length > 0) && (
            <ParseForm sheet={sheet} profiles={profiles} />
          )}
          {vendorName !== null && (
            <MappingPanel
              sheet={sheet}
              vendorName={vendorName}
              profile={
                profiles.find((profile) => profile.vendor_name === vendorName) ??
                profiles.find((profile) => profile.id === sheet.profile_id) ??
                null
              }
            />
          )}
        </>
      )}
    </>
  )
}

/** Picks the vendor's profile and queues the parse; a refusal is shown and the pick kept. */
function ParseForm({
  sheet,
  profiles,
}: {
  sheet: RateSheetResource
  profiles: RateParserProfileResource[]
}) {
  const inboxesApi = inboxesApiOf(useRoutingScope())
  const t = useMessages(messages)
  const router = useRouter()
  const problemText = useProblemText()
  // Until one is picked, the sheet's last profile or the first (profiles may arrive later).
  const [picked, setProfileId] = useState<string | null>(null)
  const profileId = picked ?? sheet.profile_id ?? profiles[0]?.id ?? ''
  const [problem, setProblem] = useState<string | null>(null)
  if (profiles.length === 0) return <p className={listStyles.muted}>{t('parse.noProfiles')}</p>
  const parse = async () => {
    const outcome = await inboxesApi.parse({ sheet_id: sheet.id, profile_id: profileId })
    if (!outcome.ok) {
      setProblem(problemText(failureMessage(outcome)))
      return
    }
    setProblem(null)
    await router.invalidate()
  }
  return (
    <div className={listStyles.toolbar}>
      <Select
        label={t('parse.profile')}
        options={profiles.map((profile) => ({ id: profile.id, name: profile.vendor_name }))}
        selectedKey={profileId}
        onSelectionChange={(key) => setProfileId(String(key))}
      />
      <Button tone="primary" onPress={parse}>
        {sheet.status === 'received' ? t('parse.start') : t('parse.again')}
      </Button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  )
}

/** The change set: counts per kind (each a filter), the rows (errors first), and apply. */
function ChangeSet({
  sheet,
  rows,
  canManage,
}: {
  sheet: RateSheetResource
  rows: ApiResult<RateSheetRowList>
  canManage: boolean
}) {
  const t = useMessages(messages)
  const { set } = useListFilters<{ q?: string; kind?: RateSheetRowKind }>()
  const { kind } = useSearch({ from: inboxesRouteIds[useRoutingScope()] })
  const summary = sheet.summary
  if (!summary) return null
  const options = [
    { id: allKinds, name: t('kind.all', { count: summary.rows + summary.closed }) },
    ...rateSheetRowKinds.map((kind) => ({
      id: kind,
      name: t(`kind.${kind}.count`, { count: summary[kind] }),
    })),
  ]
  return (
    <>
      <ul className={listStyles.muted} aria-label={t('summary.label')}>
        {rateSheetRowKinds.map((kind) => (
          <li key={kind}>{t(`kind.${kind}.count`, { count: summary[kind] })}</li>
        ))}
      </ul>
      <div className={listStyles.toolbar}>
        <Select
          label={t('filter.kind')}
          options={options}
          selectedKey={kind ?? allKinds}
          onSelectionChange={(key) =>
            void set({ kind: key === allKinds ? undefined : (String(key) as RateSheetRowKind) })
          }
        />
        {canManage && sheet.status === 'parsed' && summary.error === 0 && (
          <ApplyButton sheet={sheet} />
        )}
      </div>
      {canManage && sheet.status === 'parsed' && summary.error > 0 && (
        <Notice tone="warning" role="status" title={t('apply.blocked')}>
          {t('apply.blockedReason', { count: summary.error })}
        </Notice>
      )}
      <ChangeRows rows={rows} />
    </>
  )
}

function ChangeRows({ rows }: { rows: ApiResult<RateSheetRowList> }) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const riskHeader = useMarginRiskHeader()
  const percent = new Intl.NumberFormat(useLocale().locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  })
  const trafficText = (share: RateSheetRowResource['traffic_share']) =>
    share
      ? t('traffic.share', { all: percent.format(share.all), vendor: percent.format(share.vendor) })
      : '—'
  const columns: ListColumn<RateSheetRowResource>[] = [
    {
      header: t('column.row'),
      namesRow: true,
      cell: (row) => (row.row_number === null ? '—' : t('row.number', { row: row.row_number })),
    },
    { header: t('column.network'), cell: (row) => <bdi>{row.label}</bdi> },
    { header: t('column.kind'), cell: (row) => t(`kind.${row.kind}`) },
    { header: t('column.oldPrice'), cell: (row) => <bdi>{row.old_price ?? '—'}</bdi> },
    { header: t('column.newPrice'), cell: (row) => <bdi>{row.new_price ?? '—'}</bdi> },
    { header: t('column.currency'), cell: (row) => row.currency ?? '' },
    { header: t('column.from'), cell: (row) => dateText(row.effective_from) },
    { header: t('column.reason'), cell: (row) => row.reason ?? '' },
    {
      header: t('column.traffic', { days: rateSheetLimits.trafficShareDays }),
      cell: (row) => trafficText(row.traffic_share),
    },
    { header: riskHeader, cell: (row) => <MarginRisks risks={row.margin_risks} /> },
  ]
  return (
    <ListPage
      result={rows}
      problemTitle={t('rows.loadProblem')}
      empty={t('rows.empty')}
      pagerLabel={t('rows.pages')}
    >
      {(page) => (
        <ListTable
          rows={page}
          columns={columns}
          rowKey={(row) => String(row.position)}
          focusableScroller={t('rows.table')}
        />
      )}
    </ListPage>
  )
}

/** Applies the change set once confirmed; a refusal (error rows) stays in the dialog. */
function ApplyButton({ sheet }: { sheet: RateSheetResource }) {
  const inboxesApi = inboxesApiOf(useRoutingScope())
  const t = useMessages(messages)
  const confirm = useConfirm()
  const router = useRouter()
  const notify = useNotify()
  const summary = sheet.summary
  const apply = async () => {
    const applied = await confirm({
      title: t('apply.title', { name: sheet.filename }),
      message: t('apply.message', {
        new: summary?.new ?? 0,
        increase: summary?.increase ?? 0,
        decrease: summary?.decrease ?? 0,
        closed: summary?.closed ?? 0,
      }),
      confirmLabel: t('apply.confirm'),
      type: 'info',
      action: async (signal) => dataOrThrow(await inboxesApi.apply(sheet.id, signal)),
    })
    if (!applied) return
    notify.notify({ type: 'success', message: t('apply.done', { name: sheet.filename }) })
    await router.invalidate()
  }
  return (
    <Button tone="primary" onPress={apply}>
      {t('apply.start')}
    </Button>
  )
}
