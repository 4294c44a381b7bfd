import type { NoticePrice, RateNoticeResource } from '../../../contract/hub-endpoint'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import { Notice } from '../../../design/Notice'
import messages from '../../../messages/hub-endpoints/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import * as facts from '../../lists/facts.css'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { useMoneyText } from '../../lists/useMoneyText'
import * as styles from './emailUpdates.css'
import type { EmailUpdatesData } from './endpointPagesLoader'
import { endpointsApi } from './endpointsApi'

/** The rows of a notice, increases flagged, and those sooner than the notice period allows. */
function NoticeRows({ prices, label }: { prices: readonly NoticePrice[]; label: string }) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const columns: ListColumn<NoticePrice>[] = [
    { header: t('price.country'), namesRow: true, cell: (row) => row.country },
    {
      header: t('price.networkLabel'),
      cell: (row) =>
        row.network
          ? t('price.network', { name: row.network, mcc: row.mcc ?? '', mnc: row.mnc ?? '' })
          : t('price.wholeCountry'),
    },
    {
      header: t('notice.change'),
      cell: (row) => (
        <span
          className={
            listStyles.statusTone[
              row.too_soon ? 'danger' : row.kind === 'increase' ? 'warning' : 'quiet'
            ]
          }
        >
          {t('notice.kind', { kind: row.kind })}
        </span>
      ),
    },
    {
      header: t('notice.oldPrice'),
      cell: (row) => (row.old_price ? money(row.old_price, row.currency) : t('notice.none')),
    },
    { header: t('notice.newPrice'), cell: (row) => money(row.new_price, row.currency) },
    {
      header: t('price.from'),
      cell: (row) =>
        row.too_soon && row.earliest_from
          ? t('notice.tooSoon', {
              from: dateText(row.effective_from),
              earliest: dateText(row.earliest_from),
            })
          : dateText(row.effective_from),
    },
  ]
  return <ListTable rows={prices} columns={columns} rowKey={(row) => row.rate_id} label={label} />
}

/**
 * /hub/endpoints/<id>/email-updates: the rate notice waiting to be sent (its recipients, the
 * mail as the client sees it, the rows of its CSV, with increases flagged and those too soon for
 * the notice period marked), send-rates and apply-rates (each confirmed; a refusal is shown in
 * the dialog), and the notices sent: who sent which prices to whom, and when.
 */
export function EmailUpdates({
  endpoint,
  preview,
  notices,
  canWrite,
  onChanged,
}: EmailUpdatesData & { canWrite: boolean; onChanged: () => void }) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const confirm = useConfirm()
  const notify = useNotify()
  if (!endpoint.ok) return <LoadProblem title={t('problem')} result={endpoint} />
  const { id, name } = endpoint.data
  const send = async () => {
    const sent = await confirm({
      title: t('notice.sendQuestion', { name }),
      message: t('notice.sendMessage'),
      confirmLabel: t('notice.send'),
      type: 'info',
      action: async (signal) => dataOrThrow(await endpointsApi.sendRates(id, signal)),
    })
    if (!sent) return
    notify.notify({ type: 'success', message: t('notice.sent', { name }) })
    onChanged()
  }
  const apply = async () => {
    const applied = await confirm({
      title: t('notice.applyQuestion', { name }),
      message: t('notice.applyMessage'),
      confirmLabel: t('notice.apply'),
      type: 'info',
      action: async (signal) => dataOrThrow(await endpointsApi.applyRates(id, signal)),
    })
    if (!applied) return
    notify.notify({ type: 'success', message: t('notice.applied', { name }) })
    onChanged()
  }
  const waiting = notices.ok && notices.data.data.some((notice) => notice.applied_at === null)
  const historyColumns: ListColumn<RateNoticeResource>[] = [
    { header: t('history.sent'), namesRow: true, cell: (row) => dateText(row.sent_at) },
    { header: t('history.by'), cell: (row) => row.sent_by },
    { header: t('history.to'), cell: (row) => row.recipients.join(', ') },
    {
      header: t('history.prices'),
      cell: (row) =>
        t('history.count', {
          count: row.prices.length,
          increases: row.prices.filter((price) => price.kind === 'increase').length,
        }),
    },
    {
      header: t('column.status'),
      cell: (row) =>
        row.applied_at
          ? t('history.appliedAt', { at: dateText(row.applied_at) })
          : t('history.notApplied'),
    },
  ]
  return (
    <div className={listStyles.section}>
      <section aria-labelledby="notice-title" className={listStyles.section}>
        <div className={listStyles.toolbar}>
          <h2 id="notice-title" className={listStyles.sectionTitle}>
            {t('notice.title', { name })}
          </h2>
          <Link href={`/hub/endpoints/${id}/static-client-prices`}>{t('prices')}</Link>
        </div>
        {!preview.ok ? (
          <LoadProblem title={t('problem')} result={preview} />
        ) : preview.data.prices.length === 0 ? (
          <p className={listStyles.empty}>{t('notice.nothing')}</p>
        ) : (
          <>
            <dl className={facts.facts}>
              <dt className={facts.factName}>{t('notice.recipients')}</dt>
              <dd className={facts.factValue}>
                {preview.data.recipients.length > 0
                  ? preview.data.recipients.join(', ')
                  : t('notice.noRecipients')}
              </dd>
              <dt className={facts.factName}>{t('notice.subject')}</dt>
              <dd className={facts.factValue}>{preview.data.subject}</dd>
              <dt className={facts.factName}>{t('notice.period')}</dt>
              <dd className={facts.factValue}>
                {t('notice.days', { days: preview.data.notice_days })}
              </dd>
              <dt className={facts.factName}>{t('notice.attachment')}</dt>
              <dd className={facts.factValue}>{preview.data.csv_filename}</dd>
            </dl>
            {preview.data.prices.some((price) => price.too_soon) && (
              <Notice tone="warning" title={t('notice.tooSoonTitle')}>
                {t('notice.tooSoonBody', { days: preview.data.notice_days })}
              </Notice>
            )}
            <iframe
              title={t('notice.mailFrame')}
              className={styles.mailFrame}
              sandbox=""
              srcDoc={preview.data.html}
            />
            <h3 className={listStyles.sectionTitle}>{t('notice.csvRows')}</h3>
            <NoticeRows prices={preview.data.prices} label={t('notice.csvRows')} />
          </>
        )}
        {canWrite && (
          <RowActions>
            <Button
              tone="primary"
              variant="solid"
              isDisabled={!preview.ok || preview.data.prices.length === 0}
              onPress={() => void send()}
            >
              {t('notice.send')}
            </Button>
            <Button variant="ghost" isDisabled={!waiting} onPress={() => void apply()}>
              {t('notice.apply')}
            </Button>
          </RowActions>
        )}
      </section>
      <section aria-labelledby="history-title" className={listStyles.section}>
        <h2 id="history-title" className={listStyles.sectionTitle}>
          {t('history.title')}
        </h2>
        <ListPage
          result={notices}
          problemTitle={t('problem')}
          empty={t('history.empty')}
          pagerLabel={t('pager')}
        >
          {(rows) => (
            <ListTable
              rows={rows}
              columns={historyColumns}
              rowKey={(row) => row.id}
              label={t('history.title')}
            />
          )}
        </ListPage>
      </section>
    </div>
  )
}
