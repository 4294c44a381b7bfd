import type { CampaignReport, CampaignReportRow } from '../../../contract/campaign-reports'
import { Link } from '../../../design/Link'
import { type ListColumn, ListTable } from '../../lists/ListTable'
import * as styles from '../../reports/reportLayout.css'
import { statusWords } from '../list/statusWords'
import type { ReportFormat } from './reportFormat'

function columnsOf(format: ReportFormat): ListColumn<CampaignReportRow>[] {
  const count = (header: string, value: (row: CampaignReportRow) => number) => ({
    header,
    cell: (row: CampaignReportRow) => format.count(value(row)),
    className: styles.number,
  })
  const money = (header: string, value: (row: CampaignReportRow) => string) => ({
    header,
    cell: (row: CampaignReportRow) => format.money(value(row)),
    className: styles.number,
  })
  return [
    {
      header: 'Campaign',
      namesRow: true,
      cell: (row) => (
        <Link href={`/campaigns/${encodeURIComponent(row.campaign_id)}`}>{row.name}</Link>
      ),
    },
    { header: 'Status', cell: (row) => statusWords[row.status] },
    count('Queued', (row) => row.queued),
    count('Sent', (row) => row.sent),
    count('Delivered', (row) => row.delivered),
    {
      header: 'Delivery rate',
      cell: (row) => format.rate(row.delivery_rate),
      className: styles.number,
    },
    count('Clicked', (row) => row.clicked),
    count('Replied', (row) => row.replied),
    money('Cost', (row) => row.cost),
    money('Revenue', (row) => row.revenue),
    money('Margin', (row) => row.margin),
  ]
}

/** Each campaign's figures over the period, the most messages first, each linking to it. */
export function CampaignBreakdown({
  report,
  format,
}: {
  report: CampaignReport
  format: ReportFormat
}) {
  const shown = report.campaigns.length
  return (
    <section aria-labelledby="campaigns-title" className={styles.section}>
      <h2 id="campaigns-title" className={styles.sectionTitle}>
        By campaign
      </h2>
      <ListTable
        label="Figures by campaign"
        rows={report.campaigns}
        rowKey={(row) => row.campaign_id}
        columns={columnsOf(format)}
        caption={
          shown < report.campaign_count
            ? `The ${format.count(shown)} campaigns with the most messages of ${format.count(report.campaign_count)}.`
            : undefined
        }
      />
    </section>
  )
}
