import { useState } from 'react'
import type {
  CompanyBalanceSummary,
  CompanyList as CompanyListData,
  CompanyResource,
} from '../../../contract/company'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { EditableListHeading, EditDialog, type Editing } from '../../lists/EditableList'
import { type ListColumn, ListTablePage, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useMoneyText } from '../../lists/useMoneyText'
import { BalanceSummary } from './BalanceSummary'
import { CompanyForm } from './CompanyForm'
import { companiesApi } from './companiesApi'

/** Asks before toggling a company (its traffic stops or starts at once), then toggles it. */
export function useToggleCompany(onChanged: () => void) {
  const t = useMessages(messages)
  const confirm = useConfirm()
  const notify = useNotify()
  return async (company: CompanyResource) => {
    const active = company.active ? 'yes' : 'no'
    const toggled = await confirm({
      title: t('toggleQuestion', { active, name: company.name }),
      message: t('toggleMessage', { active }),
      confirmLabel: company.active ? t('deactivate') : t('activate'),
      action: async (signal) => dataOrThrow(await companiesApi.toggleActive(company.id, signal)),
    })
    if (!toggled) return
    notify.notify({
      type: 'success',
      message: t('toggled', { active: company.active ? 'no' : 'yes', name: company.name }),
    })
    onChanged()
  }
}

/**
 * /hub/companies: the team's clients and vendors with their currency, balance, credit limit and
 * whether they carry traffic, then the balances by currency and the companies nearest their
 * limits. Owners and admins create, edit and toggle them (confirmed).
 */
export function CompanyList({
  companies,
  summary,
  canWrite,
  teamRole,
  onChanged,
}: {
  companies: ApiResult<CompanyListData>
  summary: ApiResult<CompanyBalanceSummary>
  canWrite: boolean
  teamRole: string
  onChanged: () => void
}) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const toggle = useToggleCompany(onChanged)
  const [editing, setEditing] = useState<Editing<CompanyResource>>(null)
  const columns: ListColumn<CompanyResource>[] = [
    {
      header: t('column.name'),
      namesRow: true,
      cell: (row) => (
        <Link href={`/hub/companies/${row.id}`} aria-label={t('openNamed', { name: row.name })}>
          {row.name}
        </Link>
      ),
    },
    { header: t('column.kind'), cell: (row) => t('kind', { kind: row.kind }) },
    { header: t('column.currency'), cell: (row) => row.currency },
    {
      header: t('column.balance'),
      cell: (row) => (
        <>
          {money(row.balance, row.currency)}
          {row.low_balance && (
            <span className={listStyles.statusTone.warning}> {t('lowBalance')}</span>
          )}
        </>
      ),
    },
    { header: t('column.creditLimit'), cell: (row) => money(row.credit_limit, row.currency) },
    {
      header: t('column.active'),
      cell: (row) => (
        <span className={listStyles.statusTone[row.active ? 'success' : 'quiet']}>
          {t('active', { active: row.active ? 'yes' : 'no' })}
        </span>
      ),
    },
    {
      header: t('column.actions'),
      quietHeader: true,
      cell: (row) =>
        canWrite && (
          <RowActions>
            <Button
              variant="ghost"
              aria-label={t('editNamed', { name: row.name })}
              onPress={() => setEditing(row)}
            >
              {t('edit')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('toggleNamed', { active: row.active ? 'yes' : 'no', name: row.name })}
              onPress={() => void toggle(row)}
            >
              {row.active ? t('deactivate') : t('activate')}
            </Button>
          </RowActions>
        ),
    },
  ]
  return (
    <section aria-labelledby="hub-companies-title" className={listStyles.section}>
      <EditableListHeading
        id="hub-companies-title"
        title={t('title')}
        newLabel={t('new')}
        canWrite={canWrite}
        readOnly={t('readOnly', { role: teamRole })}
        onNew={() => setEditing('new')}
      />
      <ListTablePage
        result={companies}
        columns={columns}
        problemTitle={t('problem')}
        empty={t('empty')}
        pagerLabel={t('pager')}
        total={(count) => t('total', { count })}
      />
      <BalanceSummary summary={summary} />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(record) => (record ? t('editNamed', { name: record.name }) : t('new'))}
        savedText={(record, saved: CompanyResource) =>
          t(record ? 'saved' : 'created', { name: saved.name })
        }
        onChanged={onChanged}
      >
        {(record, saved) => <CompanyForm company={record} onSaved={saved} />}
      </EditDialog>
    </section>
  )
}
