import type { CampaignReport, CampaignReportRow } from '../../../contract/campaign-reports'
import { Link } from '../../../design/Link'
import campaignMessages from '../../../messages/campaigns/catalogue'
import messages from '../../../messages/campaigns-reports/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { type ListColumn, ListTable } from '../../lists/ListTable'
import * as styles from '../../reports/reportLayout.css'
import type { ReportFormat } from './reportFormat'

function useColumns(format: ReportFormat): ListColumn<CampaignReportRow>[] {
  const t = useMessages(messages)
  const campaignWords = useMessages(campaignMessages)
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
      header: t('breakdown.campaign'),
      namesRow: true,
      cell: (row) => (
        <Link href={`/campaigns/${encodeURIComponent(row.campaign_id)}`}>{row.name}</Link>
      ),
    },
    { header: t('breakdown.status'), cell: (row) => campaignWords(`status.${row.status}`) },
    count(t('figure.queued'), (row) => row.queued),
    count(t('figure.sent'), (row) => row.sent),
    count(t('figure.delivered'), (row) => row.delivered),
    {
      header: t('funnel.deliveryRate'),
      cell: (row) => format.rate(row.delivery_rate),
      className: styles.number,
    },
    count(t('figure.clicked'), (row) => row.clicked),
    count(t('figure.replied'), (row) => row.replied),
    money(t('figure.cost'), (row) => row.cost),
    money(t('figure.revenue'), (row) => row.revenue),
    money(t('figure.margin'), (row) => row.margin),
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
  const t = useMessages(messages)
  const columns = useColumns(format)
  const shown = report.campaigns.length
  return (
    <section aria-labelledby="campaigns-title" className={styles.section}>
      <h2 id="campaigns-title" className={styles.sectionTitle}>
        {t('breakdown.title')}
      </h2>
      <ListTable
        label={t('breakdown.label')}
        rows={report.campaigns}
        rowKey={(row) => row.campaign_id}
        columns={columns}
        caption={
          shown < report.campaign_count
            ? t('breakdown.caption', { shown, total: report.campaign_count })
            : undefined
        }
      />
    </section>
  )
}
