import { useState } from 'react'
import type { StaticClientRateResource } from '../../../contract/hub-endpoint'
import { dataOrThrow } from '../../../contract/result'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import messages from '../../../messages/hub-endpoints/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { EditableListHeading, EditDialog, type Editing } from '../../lists/EditableList'
import { EditDeleteButtons } from '../../lists/EditDeleteButtons'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { useMoneyText } from '../../lists/useMoneyText'
import type { StaticPricesData } from './endpointPagesLoader'
import { endpointsApi } from './endpointsApi'
import { PriceForm } from './PriceForm'

/**
 * /hub/endpoints/<id>/static-client-prices: the endpoint's fixed prices per network or country,
 * each with its start and where it stands (a draft until a notice tells it, then notified, then
 * applied: scheduled, in force or ended). Drafts are edited and deleted (confirmed); a price
 * told to the client is replaced by a new one.
 */
export function StaticPrices({
  endpoint,
  prices,
  canWrite,
  teamRole,
  onChanged,
}: StaticPricesData & { canWrite: boolean; teamRole: string; onChanged: () => void }) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const notify = useNotify()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Editing<StaticClientRateResource>>(null)
  if (!endpoint.ok) return <LoadProblem title={t('problem')} result={endpoint} />
  const { id, name, currency } = endpoint.data
  const placeOf = (row: StaticClientRateResource) =>
    row.network
      ? t('price.network', { name: row.network.name, mcc: row.network.mcc, mnc: row.network.mnc })
      : t('price.wholeCountry')
  const remove = async (row: StaticClientRateResource) => {
    const deleted = await confirm({
      title: t('price.deleteQuestion', { country: row.country, place: placeOf(row) }),
      message: t('price.deleteMessage'),
      confirmLabel: t('deleteConfirm'),
      action: async (signal) => dataOrThrow(await endpointsApi.removePrice(id, row.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('price.deleted') })
    onChanged()
  }
  const columns: ListColumn<StaticClientRateResource>[] = [
    { header: t('price.country'), namesRow: true, cell: (row) => row.country },
    { header: t('price.networkLabel'), cell: placeOf },
    { header: t('price.priceColumn'), cell: (row) => money(row.price, row.currency) },
    { header: t('price.from'), cell: (row) => dateText(row.effective_from) },
    {
      header: t('price.till'),
      cell: (row) => (row.effective_till ? dateText(row.effective_till) : t('price.open')),
    },
    {
      header: t('column.status'),
      cell: (row) => (
        <span className={listStyles.statusTone[row.stage === 'draft' ? 'warning' : 'success']}>
          {t('price.stage', { stage: row.stage, state: row.state ?? 'none' })}
        </span>
      ),
    },
    {
      header: t('column.actions'),
      quietHeader: true,
      cell: (row) =>
        canWrite &&
        row.stage === 'draft' && (
          <RowActions>
            <EditDeleteButtons
              words={{
                edit: t('edit'),
                delete: t('delete'),
                editNamed: t('price.editNamed', { country: row.country, place: placeOf(row) }),
                deleteNamed: t('price.deleteNamed', { country: row.country, place: placeOf(row) }),
              }}
              onEdit={() => setEditing(row)}
              onDelete={() => void remove(row)}
            />
          </RowActions>
        ),
    },
  ]
  return (
    <section aria-labelledby="static-prices-title" className={listStyles.section}>
      <EditableListHeading
        id="static-prices-title"
        title={t('price.title', { name })}
        newLabel={t('price.new')}
        canWrite={canWrite}
        readOnly={t('readOnly', { role: teamRole })}
        onNew={() => setEditing('new')}
      />
      <p className={listStyles.muted}>
        {t('price.intro', { currency })}{' '}
        <Link href={`/hub/endpoints/${id}/email-updates`}>{t('price.toUpdates')}</Link>
      </p>
      <ListPage
        result={prices}
        problemTitle={t('problem')}
        empty={t('price.empty')}
        pagerLabel={t('pager')}
      >
        {(rows) => <ListTable rows={rows} columns={columns} rowKey={(row) => row.id} />}
      </ListPage>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(record) => (record ? t('price.edit') : t('price.new'))}
        savedText={(record) => t(record ? 'price.saved' : 'price.added')}
        onChanged={onChanged}
      >
        {(record, saved) => (
          <PriceForm endpointId={id} currency={currency} price={record} onSaved={saved} />
        )}
      </EditDialog>
    </section>
  )
}
