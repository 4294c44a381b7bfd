import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { type ClientRateRow, clientRateOnly } from '../../../contract/client-rate'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/hub-client-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { downloadCsv } from '../../audience/contacts/download'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { failureText } from '../../routing/plans/routingPlansApi'
import { ClientRatesNav } from './ClientRatesNav'
import { clientRatesApi } from './clientRatesApi'
import type { RatesSearch } from './ratesSearch'

const route = getRouteApi('/_default/_verified/hub/routing/client/rates/')

const everyClient = '-'

/** A page of the computed table under the URL's filters, and the clients to filter by. */
export async function loadRates(search: RatesSearch, signal: AbortSignal) {
  const [table, clients] = await Promise.all([
    clientRatesApi.table({ ...search }, signal),
    clientRatesApi.clients(signal),
  ])
  return { table, clients: clients.ok ? clients.data.data : [] }
}

/**
 * /hub/routing/client/rates: each client's price per network as the rules make it now: the
 * cost it started from, the price, the margin (a loss and a margin under the rule's floor
 * flagged) and the rule; filtered by client, country, only changed or only negative, paged, and
 * exported as CSV under the same filters.
 */
export function RatesScreen() {
  const t = useMessages(messages)
  const { table, clients } = route.useLoaderData()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const notify = useNotify()
  const problemText = useProblemText()
  const [clientId, setClientId] = useState(search.client_id ?? everyClient)
  const [country, setCountry] = useState(search.country ?? '')
  const [only, setOnly] = useState<string>(search.only ?? 'all')
  const filters: RatesSearch = {
    ...(clientId !== everyClient ? { client_id: clientId } : {}),
    ...(country.trim() ? { country: country.trim().toUpperCase() } : {}),
    ...(only !== 'all' ? { only: only as RatesSearch['only'] } : {}),
  }
  const exportCsv = async () => {
    const { page: _page, ...applied } = search
    const answer = await clientRatesApi.exportCsv(applied)
    if (answer.ok)
      downloadCsv('client-rates.csv', typeof answer.data === 'string' ? answer.data : '')
    else
      notify.notify({
        type: 'danger',
        message: t('rates.exportFailed', { problem: problemText(failureText(answer)) }),
      })
  }
  const columns: ListColumn<ClientRateRow>[] = [
    { header: t('column.client'), namesRow: true, cell: (row) => row.client_name },
    {
      header: t('column.network'),
      cell: (row) => `${row.country} · ${row.network_name} (${row.mcc}-${row.mnc})`,
    },
    {
      header: t('column.cost'),
      cell: (row) => (row.cost ? `${row.cost} ${row.cost_currency ?? ''}` : '—'),
    },
    {
      header: t('column.price'),
      cell: (row) =>
        row.price ? (
          `${row.price} ${row.currency ?? ''}`
        ) : (
          <span className={listStyles.statusTone.warning}>
            {t('refused', { reason: row.refused ?? 'noRule' })}
          </span>
        ),
    },
    {
      header: t('column.margin'),
      cell: (row) => (
        <>
          <span className={listStyles.statusTone[row.negative_margin ? 'danger' : 'success']}>
            {row.margin ?? '—'}
          </span>
          {row.below_min_margin && (
            <span className={listStyles.statusTone.warning}> {t('belowMinMargin')}</span>
          )}
          {row.changed && <span className={listStyles.muted}> {t('changed')}</span>}
        </>
      ),
    },
    { header: t('column.rule'), cell: (row) => row.rule_name ?? '—' },
  ]
  return (
    <PageFrame subject={null}>
      <section aria-labelledby="client-rates-title" className={listStyles.section}>
        <ClientRatesNav />
        <h2 id="client-rates-title" className={listStyles.sectionTitle}>
          {t('rates.title')}
        </h2>
        <p className={listStyles.muted}>{t('rates.intro')}</p>
        <form
          aria-label={t('rates.filters')}
          className={listStyles.toolbar}
          onSubmit={(event) => {
            event.preventDefault()
            void navigate({ search: filters })
          }}
        >
          <Select
            label={t('rates.client')}
            selectedKey={clientId}
            onSelectionChange={(key) => setClientId(String(key))}
            options={[{ id: everyClient, name: t('rates.everyClient') }, ...clients]}
          />
          <TextField
            label={t('rates.country')}
            value={country}
            onChange={setCountry}
            maxLength={2}
          />
          <Select
            label={t('rates.only')}
            selectedKey={only}
            onSelectionChange={(key) => setOnly(String(key))}
            options={clientRateOnly.map((id) => ({
              id,
              name: t('rates.onlyOption', { only: id }),
            }))}
          />
          <Button type="submit" tone="primary" variant="solid">
            {t('rates.apply')}
          </Button>
          <Button onPress={exportCsv}>{t('rates.export')}</Button>
        </form>
        <ListPage
          result={table}
          problemTitle={t('rates.problem')}
          empty={t('rates.empty')}
          pagerLabel={t('rates.pager')}
        >
          {(rows, meta) => (
            <>
              <p className={listStyles.muted}>
                {t('rates.total', { count: meta.total })}{' '}
                {table.ok && t('rates.negative', { count: table.data.negative_count })}
              </p>
              <ListTable
                rows={rows}
                columns={columns}
                rowKey={(row) => `${row.client_id}|${row.network_id}`}
                focusableScroller={t('rates.title')}
              />
            </>
          )}
        </ListPage>
      </section>
    </PageFrame>
  )
}
