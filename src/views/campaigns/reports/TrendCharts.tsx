import { useLocale } from 'react-aria-components'
import type { ReportGrouping } from '../../../contract/campaign-report-values'
import type { ReportPoint } from '../../../contract/campaign-reports'
import { LineChart } from '../../../design/charts/LineChart'
import { intervalLabels, periodNamer, periodStart } from '../../audience/report/reportLabels'
import * as styles from '../../reports/reportLayout.css'

/** Volume and delivery bucket by bucket: what was sent, and what of it arrived. */
export function TrendCharts({
  series,
  grouping,
}: {
  series: readonly ReportPoint[]
  grouping: ReportGrouping
}) {
  const { locale } = useLocale()
  const period = periodNamer(locale, grouping)
  const unit = intervalLabels[grouping]
  const byUnit = `by ${unit.toLowerCase()}`
  return (
    <section aria-labelledby="trend-title" className={styles.section}>
      <h2 id="trend-title" className={styles.sectionTitle}>
        Over time
      </h2>
      <div className={styles.grid}>
        <LineChart
          title={`Messages sent, ${byUnit}`}
          columns={[unit, 'Sent']}
          data={series.map((point) => ({
            label: period(point.period),
            value: point.sent,
            at: periodStart(point.period),
          }))}
          emptyMessage="No message was sent in this period."
        />
        <LineChart
          title={`Messages delivered, ${byUnit}`}
          columns={[unit, 'Delivered']}
          data={series.map((point) => ({
            label: period(point.period),
            value: point.delivered,
            at: periodStart(point.period),
          }))}
          emptyMessage="No message was delivered in this period."
        />
      </div>
    </section>
  )
}
