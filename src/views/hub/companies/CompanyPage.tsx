import { useState } from 'react'
import type { CheckerResource } from '../../../contract/balance-checker'
import type { CompanyBalanceResponse, CompanyResource } from '../../../contract/company'
import type { LedgerEntryResource } from '../../../contract/ledger'
import { moneyFromText } from '../../../contract/money'
import { Button } from '../../../design/Button'
import { LazyLineChart } from '../../../design/charts/LazyCharts'
import { Link } from '../../../design/Link'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { FormDialog } from '../../lists/FormDialog'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { useMoneyText } from '../../lists/useMoneyText'
import { BalanceChecker } from './BalanceChecker'
import { CompanyForm } from './CompanyForm'
import { useToggleCompany } from './CompanyList'
import { EntryForm } from './EntryForm'

/** A balance as the chart draws it: whole minor units read as a number, for drawing only. */
const drawn = (balance: string, currency: string) =>
  Number(moneyFromText(balance, currency).units) / 1_000_000

/**
 * /hub/companies/<id>: one company's balance, what it may still spend, its balance over time,
 * its ledger entries (paged) and, for owners and admins, a top-up or adjustment form, edit and
 * toggle-active.
 */
export function CompanyPage({
  company,
  balance,
  checker,
  canWrite,
  onChanged,
}: {
  company: ApiResult<CompanyResource>
  balance: ApiResult<CompanyBalanceResponse>
  checker: ApiResult<CheckerResource>
  canWrite: boolean
  onChanged: () => void
}) {
  const t = useMessages(messages)
  if (!company.ok) return <LoadProblem title={t('page.problem')} result={company} />
  return (
    <Company
      company={company.data}
      balance={balance}
      checker={checker}
      canWrite={canWrite}
      onChanged={onChanged}
    />
  )
}

function Company({
  company,
  balance,
  checker,
  canWrite,
  onChanged,
}: {
  company: CompanyResource
  balance: ApiResult<CompanyBalanceResponse>
  checker: ApiResult<CheckerResource>
  canWrite: boolean
  onChanged: () => void
}) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const notify = useNotify()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const toggle = useToggleCompany(onChanged)
  const [editing, setEditing] = useState(false)
  const shown = (amount: string) => money(amount, company.currency)
  const active = company.active ? 'yes' : 'no'
  const columns: ListColumn<LedgerEntryResource>[] = [
    { header: t('entries.when'), cell: (row) => dateText(row.created_at) },
    {
      header: t('entries.kind'),
      namesRow: true,
      cell: (row) => t('entryKind', { kind: row.kind }),
    },
    { header: t('entries.amount'), cell: (row) => shown(row.amount) },
    { header: t('entries.balanceAfter'), cell: (row) => shown(row.balance_after) },
    { header: t('entries.reason'), cell: (row) => row.reason ?? '' },
    { header: t('entries.by'), cell: (row) => row.created_by?.name ?? t('entries.system') },
  ]
  const series = balance.ok ? balance.data.series : []
  return (
    <section aria-labelledby="hub-company-title" className={listStyles.section}>
      <p>
        <Link href="/hub/companies">{t('back')}</Link>
      </p>
      <div className={listStyles.toolbar}>
        <h2 id="hub-company-title" className={listStyles.sectionTitle}>
          {company.name}
        </h2>
        <span className={listStyles.statusTone[company.active ? 'success' : 'quiet']}>
          {t('active', { active })}
        </span>
        {canWrite && (
          <>
            <Button variant="outline" onPress={() => setEditing(true)}>
              {t('edit')}
            </Button>
            <Button
              variant="outline"
              tone={company.active ? 'danger' : 'primary'}
              aria-label={t('toggleNamed', { active, name: company.name })}
              onPress={() => void toggle(company)}
            >
              {company.active ? t('deactivate') : t('activate')}
            </Button>
          </>
        )}
      </div>
      <p className={listStyles.muted}>
        {t('kind', { kind: company.kind })} · {company.currency}
      </p>
      <section aria-labelledby="hub-company-balance">
        <h3 id="hub-company-balance" className={listStyles.sectionTitle}>
          {t('page.balance')}
        </h3>
        <p>
          <strong>{shown(company.balance)}</strong>
          {company.low_balance && (
            <span className={listStyles.statusTone.warning}> {t('lowBalance')}</span>
          )}
        </p>
        <p className={listStyles.muted}>
          {t('page.available', { amount: shown(company.available) })} ·{' '}
          {t('page.creditLimit', { amount: shown(company.credit_limit) })}
        </p>
      </section>
      {company.kind === 'vendor' && (
        <BalanceChecker
          company={company}
          checker={checker}
          canWrite={canWrite}
          onChanged={onChanged}
        />
      )}
      <LazyLineChart
        title={t('page.chart')}
        area
        data={series.map((point) => ({
          label: dateText(point.at),
          value: drawn(point.balance, company.currency),
          shown: shown(point.balance),
          at: new Date(point.at),
        }))}
        columns={[t('page.chartColumns.when'), t('page.chartColumns.balance')]}
        emptyMessage={t('page.chartEmpty')}
      />
      {canWrite && (
        <section aria-labelledby="hub-company-entry">
          <h3 id="hub-company-entry" className={listStyles.sectionTitle}>
            {t('entry.title')}
          </h3>
          <EntryForm
            key={balance.ok ? balance.data.balance.entry_count : 0}
            companyId={company.id}
            onAdded={(added) => {
              notify.notify({
                type: 'success',
                message: t('entry.added', { balance: shown(added.balance.balance) }),
              })
              onChanged()
            }}
          />
        </section>
      )}
      <h3 className={listStyles.sectionTitle}>{t('entries.title')}</h3>
      <ListPage
        result={balance}
        problemTitle={t('page.problem')}
        empty={t('entries.empty')}
        pagerLabel={t('entries.pager')}
      >
        {(rows, meta) => (
          <>
            <p className={listStyles.muted}>{t('entries.total', { count: meta.total })}</p>
            <ListTable
              rows={rows}
              columns={columns}
              rowKey={(row) => row.id}
              label={t('entries.title')}
              focusableScroller={t('entries.title')}
            />
          </>
        )}
      </ListPage>
      <h3 className={listStyles.sectionTitle}>{t('page.contacts')}</h3>
      {company.contacts.length === 0 ? (
        <p className={listStyles.muted}>{t('page.noContacts')}</p>
      ) : (
        <ul>
          {company.contacts.map((contact) => (
            <li key={`${contact.name}-${contact.email ?? ''}`}>
              {[
                contact.role
                  ? t('page.contactRole', { name: contact.name, role: contact.role })
                  : contact.name,
                contact.email,
                contact.phone,
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      )}
      {company.notes && <p className={listStyles.muted}>{company.notes}</p>}
      <FormDialog
        isOpen={editing}
        onOpenChange={setEditing}
        title={t('editNamed', { name: company.name })}
      >
        {(close) => (
          <CompanyForm
            company={company}
            onSaved={(saved) => {
              notify.notify({ type: 'success', message: t('saved', { name: saved.name }) })
              close()
              onChanged()
            }}
          />
        )}
      </FormDialog>
    </section>
  )
}
