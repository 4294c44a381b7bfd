import type { DomainCost, DomainsCost } from '../../../contract/campaign-reports'
import { BarChart } from '../../../design/charts/BarChart'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListTable } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import * as styles from '../../reports/reportLayout.css'
import type { ReportFormat } from './reportFormat'

const domainName = (domain: string | null) => domain ?? 'No tracking domain'

function columnsOf(format: ReportFormat): ListColumn<DomainCost>[] {
  const number = styles.number
  return [
    { header: 'Tracking domain', namesRow: true, cell: (row) => domainName(row.domain) },
    { header: 'Campaigns', cell: (row) => format.count(row.campaigns), className: number },
    { header: 'Messages', cell: (row) => format.count(row.messages), className: number },
    { header: 'Delivered', cell: (row) => format.count(row.delivered), className: number },
    { header: 'Clicks', cell: (row) => format.count(row.clicked), className: number },
    { header: 'Cost', cell: (row) => format.money(row.cost), className: number },
    { header: 'Revenue', cell: (row) => format.money(row.revenue), className: number },
    { header: 'Margin', cell: (row) => format.money(row.margin), className: number },
    {
      header: 'Cost per click',
      cell: (row) => (row.cost_per_click === null ? '–' : format.money(row.cost_per_click)),
      className: number,
    },
  ]
}

/** What each tracking domain's messages cost and brought in over the period. */
export function DomainsCostSection({
  result,
  format,
}: {
  result: ApiResult<DomainsCost>
  format: ReportFormat
}) {
  return (
    <section aria-labelledby="domains-title" className={styles.section}>
      <h2 id="domains-title" className={styles.sectionTitle}>
        Cost by tracking domain
      </h2>
      {!result.ok ? (
        <LoadProblem title="The cost by tracking domain could not be loaded" result={result} />
      ) : result.data.domains.length === 0 ? (
        <p className={listStyles.empty}>No message was sent through a campaign in this period.</p>
      ) : (
        <>
          <BarChart
            title="Cost by tracking domain"
            columns={['Tracking domain', 'Cost']}
            data={result.data.domains.map((row) => ({
              label: domainName(row.domain),
              value: Number(row.cost),
              shown: format.money(row.cost),
            }))}
            emptyMessage="The messages of this period cost nothing."
          />
          <ListTable
            label="Messages, clicks and money by tracking domain"
            rows={result.data.domains}
            rowKey={(row) => domainName(row.domain)}
            columns={columnsOf(format)}
          />
        </>
      )}
    </section>
  )
}
