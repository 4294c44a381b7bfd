import { useLoaderData, useRouter, useSearch } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { SmsRouteResource } from '../../../contract/sms-route'
import type { VendorRateResource } from '../../../contract/vendor-rate'
import { Button } from '../../../design/Button'
import { LazySelect } from '../../../design/LazySelect'
import messages from '../../../messages/routing-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import { FormDialog } from '../../lists/FormDialog'
import { ListTablePage } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { useListFilters } from '../../lists/useListFilters'
import { useRoutingScope } from '../scope/RoutingScope'
import { useCanManageRouting } from '../useCanManageRouting'
import { RateForm } from './RateForm'
import { useRateColumns } from './RateList'
import { RouteCountryFilters } from './RouteCountryFilters'
import type { RatesData } from './ratesLoader'
import type { RatesSearch } from './ratesSearch'

const from = {
  sms: '/_default/_verified/sms/routing/rates/$',
  hub: '/_default/_verified/hub/routing/vendor/rates/$',
} as const

/**
 * /sms/routing/rates/{route id...} (the hub's: /hub/routing/vendor/rates/...): every route's vendor rates, or one route's, filtered by
 * route, country and network (a row's history) in the URL, in force now, at a moment, or the full
 * history. Owners and admins add rates and edit or delete scheduled ones.
 */
export function RatesScreen() {
  const scope = useRoutingScope()
  const data = useLoaderData({ from: from[scope] })
  const search = useSearch({ from: from[scope] })
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite, role } = useCanManageRouting()
  return (
    <PageFrame subject={null}>
      <Rates {...data} search={search} canWrite={canWrite} teamRole={role} onChanged={reload} />
    </PageFrame>
  )
}

/** The list with its filters and dialog; `onChanged` reloads it after a write. */
export function Rates({
  rates,
  routes,
  route,
  at,
  defaultCurrency,
  search,
  canWrite,
  teamRole,
  onChanged,
}: RatesData & {
  search: RatesSearch
  canWrite: boolean
  teamRole: string
  onChanged: () => void
}) {
  const t = useMessages(messages)
  const notify = useNotify()
  const [editing, setEditing] = useState<VendorRateResource | 'new' | null>(null)
  const routeRows = routes.ok ? routes.data.data : []
  const columns = useRateColumns({
    showRoute: route === null,
    canWrite,
    onEdit: setEditing,
    onChanged,
  })
  const record = editing === 'new' ? null : editing
  return (
    <section aria-labelledby="vendor-rates-title" className={listStyles.section}>
      <div className={listStyles.toolbar}>
        <h2 id="vendor-rates-title" className={listStyles.sectionTitle}>
          {route ? t('titleOf', { name: route.name }) : t('title')}
        </h2>
        {canWrite && (
          <Button tone="primary" variant="solid" onPress={() => setEditing('new')}>
            {t('new')}
          </Button>
        )}
      </div>
      {!canWrite && <p className={listStyles.muted}>{t('readOnly', { role: teamRole })}</p>}
      <RateFilters search={search} routes={route ? null : routeRows} at={at} />
      <ListTablePage
        result={rates}
        columns={columns}
        problemTitle={t('problem')}
        empty={t('empty')}
        pagerLabel={t('pager')}
        total={(count) => t('total', { count })}
      />
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        title={record ? t('form.save') : t('new')}
      >
        {(close) => (
          <RateForm
            rate={record}
            routes={routeRows}
            routeId={route?.id ?? null}
            defaultCurrency={defaultCurrency}
            onSaved={() => {
              notify.notify({ type: 'success', message: t(record ? 'saved' : 'created') })
              close()
              onChanged()
            }}
          />
        )}
      </FormDialog>
    </section>
  )
}

/**
 * Route (on the page of every route), country and what to show (the full history, or in force
 * now), all in the URL; a row's history (`?network=`) and a moment (`?at=`) show as clearable.
 */
function RateFilters({
  search,
  routes,
  at,
}: {
  search: RatesSearch
  routes: readonly SmsRouteResource[] | null
  at: string | null
}) {
  const t = useMessages(messages)
  const { set } = useListFilters<RatesSearch & { q?: string }>()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const filtered = Boolean(
    search.route || search.country || search.network || search.view || search.at,
  )
  return (
    <div className={listStyles.toolbar}>
      <RouteCountryFilters
        routes={routes}
        route={search.route}
        country={search.country}
        onChange={(change) => void set(change)}
      />
      <LazySelect
        label={t('filter.view')}
        options={[
          { id: 'history', name: t('filter.view.history') },
          { id: 'now', name: t('filter.view.now') },
        ]}
        selectedKey={search.view ?? 'history'}
        onSelectionChange={(key) =>
          void set({ view: key === 'now' ? 'now' : undefined, at: undefined })
        }
      />
      {search.at && at && (
        <span className={listStyles.muted}>{t('filter.at', { time: dateText(at) })}</span>
      )}
      {filtered && (
        <Button
          onPress={() =>
            void set({
              route: undefined,
              country: undefined,
              network: undefined,
              view: undefined,
              at: undefined,
            })
          }
        >
          {t('filter.clear')}
        </Button>
      )}
    </div>
  )
}

export function RatesPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
