import type { ReportGrouping } from '../../../contract/campaign-report-values'
import type { CampaignReport } from '../../../contract/campaign-reports'
import messages from '../../../messages/campaigns-reports/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import * as styles from '../../reports/reportLayout.css'
import { CampaignBreakdown } from './CampaignBreakdown'
import { FunnelSection } from './FunnelSection'
import type { ReportFormat } from './reportFormat'
import { TrendCharts } from './TrendCharts'

/** The report's sections, or why there are none: it failed, or nothing was queued. */
export function ReportSections({
  result,
  grouping,
  periodText,
  format,
}: {
  result: ApiResult<CampaignReport>
  grouping: ReportGrouping
  periodText: string
  format: ReportFormat
}) {
  const t = useMessages(messages)
  if (!result.ok) return <LoadProblem title={t('reports.problem')} result={result} />
  const report = result.data
  if (report.totals.queued === 0)
    return (
      <section aria-labelledby="report-empty-title" className={styles.section}>
        <h2 id="report-empty-title" className={styles.sectionTitle}>
          {periodText}
        </h2>
        <p className={listStyles.empty}>{t('reports.nothingQueued')}</p>
      </section>
    )
  return (
    <>
      <FunnelSection totals={report.totals} format={format} />
      <TrendCharts series={report.series} grouping={grouping} />
      <CampaignBreakdown report={report} format={format} />
    </>
  )
}
