import type { CompanyBalanceSummary } from '../../../contract/company'
import { Link } from '../../../design/Link'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListTable } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { useMoneyText } from '../../lists/useMoneyText'

type Total = CompanyBalanceSummary['totals'][number]
type Nearest = CompanyBalanceSummary['nearest_limit'][number]

/** The team's balances by currency and the active companies with the least left to spend. */
export function BalanceSummary({ summary }: { summary: ApiResult<CompanyBalanceSummary> }) {
  const t = useMessages(messages)
  const money = useMoneyText()
  if (!summary.ok) return <LoadProblem title={t('summary.problem')} result={summary} />
  if (summary.data.totals.length === 0) return null
  const totals: ListColumn<Total>[] = [
    { header: t('summary.currency'), namesRow: true, cell: (row) => row.currency },
    { header: t('summary.companies'), cell: (row) => row.companies },
    { header: t('summary.balance'), cell: (row) => money(row.balance, row.currency) },
    { header: t('summary.clients'), cell: (row) => money(row.clients_balance, row.currency) },
    { header: t('summary.vendors'), cell: (row) => money(row.vendors_balance, row.currency) },
  ]
  const nearest: ListColumn<Nearest>[] = [
    {
      header: t('column.name'),
      namesRow: true,
      cell: (row) => <Link href={`/hub/companies/${row.id}`}>{row.name}</Link>,
    },
    { header: t('column.kind'), cell: (row) => t('kind', { kind: row.kind }) },
    { header: t('column.balance'), cell: (row) => money(row.balance, row.currency) },
    { header: t('summary.available'), cell: (row) => money(row.available, row.currency) },
  ]
  return (
    <section aria-labelledby="hub-companies-summary" className={listStyles.section}>
      <h3 id="hub-companies-summary" className={listStyles.sectionTitle}>
        {t('summary.title')}
      </h3>
      <ListTable
        rows={summary.data.totals}
        columns={totals}
        rowKey={(row) => row.currency}
        label={t('summary.totals')}
        focusableScroller={t('summary.totals')}
      />
      <ListTable
        rows={summary.data.nearest_limit}
        columns={nearest}
        rowKey={(row) => row.id}
        label={t('summary.nearest')}
        focusableScroller={t('summary.nearest')}
      />
    </section>
  )
}
