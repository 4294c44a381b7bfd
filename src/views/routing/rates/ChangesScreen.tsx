import { type CalendarDateTime, getLocalTimeZone, toZoned } from '@internationalized/date'
import { useLoaderData, useSearch } from '@tanstack/react-router'
import { useLocale } from 'react-aria-components'
import type { RoutingScope } from '../../../contract/constants'
import type { SmsRouteList } from '../../../contract/sms-route'
import type {
  RateChangeKind,
  RateChangeList,
  RateChangeResource,
} from '../../../contract/vendor-rate'
import { rateChangeKinds } from '../../../contract/vendor-rate'
import { Button } from '../../../design/Button'
import { DatePicker } from '../../../design/DatePicker'
import { LazySelect } from '../../../design/LazySelect'
import { Link } from '../../../design/Link'
import messages from '../../../messages/routing-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { useListFilters } from '../../lists/useListFilters'
import { smsRoutesApiOf } from '../routes/routesApi'
import { useRoutingScope } from '../scope/RoutingScope'
import { routeRatesPath, routingPaths } from '../scope/routingPaths'
import type { ChangesSearch } from './changesSearch'
import { useDestinationText, useRatePrice } from './RateList'
import { RouteCountryFilters } from './RouteCountryFilters'
import { vendorRatesApiOf } from './ratesApi'

const from = {
  sms: '/_default/_verified/sms/routing/rates/Changes',
  hub: '/_default/_verified/hub/routing/vendor/rates/Changes',
} as const
const anyKey = 'any'

/** A change's badge: its word always, its tone only as a second cue. */
const kindTones: Record<RateChangeKind, keyof typeof listStyles.statusTone> = {
  new: 'info',
  increase: 'danger',
  decrease: 'success',
  unchanged: 'quiet',
  closed: 'warning',
}

export interface ChangesData {
  changes: ApiResult<RateChangeList>
  routes: ApiResult<SmsRouteList>
}

/** A page of the scope's rate changes under the URL's filters, and its routes for the filter. */
export async function loadChanges(
  scope: RoutingScope,
  search: ChangesSearch,
  signal: AbortSignal,
): Promise<ChangesData> {
  const [changes, routes] = await Promise.all([
    vendorRatesApiOf(scope).changes(
      {
        page: search.page ?? 1,
        kind: search.kind,
        route: search.route,
        country: search.country,
        from: search.from,
        to: search.to,
      },
      signal,
    ),
    smsRoutesApiOf(scope).list({ page: 1, per_page: 100 }, signal),
  ])
  return { changes, routes }
}

/**
 * /sms/routing/rates/Changes (and the hub's): each vendor rate against the one before it (new, increase,
 * decrease, unchanged, closed) with the old and new price, when it takes effect, the route and
 * the plans it affects; filtered by change, route, country and dates in the URL.
 */
export function ChangesScreen() {
  const scope = useRoutingScope()
  const data = useLoaderData({ from: from[scope] })
  const search = useSearch({ from: from[scope] })
  return (
    <PageFrame subject={null}>
      <Changes {...data} search={search} />
    </PageFrame>
  )
}

export function Changes({ changes, routes, search }: ChangesData & { search: ChangesSearch }) {
  const t = useMessages(messages)
  const paths = routingPaths[useRoutingScope()]
  const price = useRatePrice()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const destination = useDestinationText()
  const { locale } = useLocale()
  const countryName = new Intl.DisplayNames([locale], { type: 'region' })
  const priceOf = (value: string | null, currency: string) =>
    value === null ? t('changes.none') : price(value, currency)
  const columns: ListColumn<RateChangeResource>[] = [
    {
      header: t('changes.column.kind'),
      cell: (change) => (
        <span className={listStyles.statusTone[kindTones[change.kind]]}>
          {t('kind', { kind: change.kind })}
        </span>
      ),
    },
    {
      header: t('changes.column.route'),
      namesRow: true,
      cell: (change) => (
        <Link href={routeRatesPath(paths, change.route_id)}>{change.route_name}</Link>
      ),
    },
    {
      header: t('changes.column.destination'),
      cell: (change) =>
        `${destination(change)} · ${countryName.of(change.country) ?? change.country}`,
    },
    {
      header: t('changes.column.old'),
      cell: (change) => priceOf(change.old_price, change.currency),
    },
    {
      header: t('changes.column.new'),
      cell: (change) => priceOf(change.new_price, change.currency),
    },
    { header: t('changes.column.at'), cell: (change) => dateText(change.effective_at) },
    {
      header: t('changes.column.plans'),
      cell: (change) =>
        change.plans.length === 0
          ? t('changes.noPlans')
          : change.plans.map((plan) => plan.name).join(', '),
    },
  ]
  return (
    <section aria-labelledby="rate-changes-title" className={listStyles.section}>
      <h2 id="rate-changes-title" className={listStyles.sectionTitle}>
        {t('changes.title')}
      </h2>
      <ChangeFilters search={search} routes={routes} />
      <ListPage
        result={changes}
        problemTitle={t('changes.problem')}
        empty={t('changes.empty')}
        pagerLabel={t('changes.pager')}
      >
        {(rows, meta) => (
          <>
            <p className={listStyles.muted}>{t('changes.total', { count: meta.total })}</p>
            <ListTable
              rows={rows}
              columns={columns}
              rowKey={(change) => `${change.rate_id}-${change.kind}`}
            />
          </>
        )}
      </ListPage>
    </section>
  )
}

/** Local midnight of a picked day as the API's moment. */
const dayStart = (value: CalendarDateTime | null) =>
  value
    ? toZoned(value.set({ hour: 0, minute: 0, second: 0, millisecond: 0 }), getLocalTimeZone())
        .toDate()
        .toISOString()
    : undefined

function ChangeFilters({
  search,
  routes,
}: {
  search: ChangesSearch
  routes: ApiResult<SmsRouteList>
}) {
  const t = useMessages(messages)
  const { set } = useListFilters<ChangesSearch & { q?: string }>()
  const routeRows = routes.ok ? routes.data.data : []
  const filtered = Boolean(
    search.kind || search.route || search.country || search.from || search.to,
  )
  return (
    <div className={listStyles.toolbar}>
      <LazySelect
        label={t('changes.filter.kind')}
        options={[
          { id: anyKey, name: t('changes.filter.anyKind') },
          ...rateChangeKinds.map((kind) => ({ id: kind, name: t('kind', { kind }) })),
        ]}
        selectedKey={search.kind ?? anyKey}
        onSelectionChange={(key) =>
          void set({ kind: key === anyKey ? undefined : (String(key) as RateChangeKind) })
        }
      />
      <RouteCountryFilters
        routes={routeRows}
        route={search.route}
        country={search.country}
        onChange={(change) => void set(change)}
      />
      <DatePicker
        key={`from-${search.from ?? ''}`}
        label={t('changes.filter.from')}
        defaultValue={search.from}
        onChange={(value) => void set({ from: dayStart(value) })}
      />
      <DatePicker
        key={`to-${search.to ?? ''}`}
        label={t('changes.filter.to')}
        defaultValue={search.to}
        onChange={(value) => void set({ to: dayStart(value) })}
      />
      {filtered && (
        <Button
          onPress={() =>
            void set({
              kind: undefined,
              route: undefined,
              country: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          {t('filter.clear')}
        </Button>
      )}
    </div>
  )
}

export function ChangesPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
