import { useLocale } from 'react-aria-components'
import type { ReportGrouping } from '../../../contract/campaign-report-values'
import type { ReportPoint } from '../../../contract/campaign-reports'
import { LineChart } from '../../../design/charts/LineChart'
import messages from '../../../messages/campaigns-reports/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { periodNamer, periodStart } from '../../audience/report/reportLabels'
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
  const t = useMessages(messages)
  const unit = t(`reports.grouping.${grouping}`)
  return (
    <section aria-labelledby="trend-title" className={styles.section}>
      <h2 id="trend-title" className={styles.sectionTitle}>
        {t('trend.title')}
      </h2>
      <div className={styles.grid}>
        <LineChart
          title={t('trend.sent', { grouping })}
          columns={[unit, t('figure.sent')]}
          data={series.map((point) => ({
            label: period(point.period),
            value: point.sent,
            at: periodStart(point.period),
          }))}
          emptyMessage={t('trend.sentEmpty')}
        />
        <LineChart
          title={t('trend.delivered', { grouping })}
          columns={[unit, t('figure.delivered')]}
          data={series.map((point) => ({
            label: period(point.period),
            value: point.delivered,
            at: periodStart(point.period),
          }))}
          emptyMessage={t('trend.deliveredEmpty')}
        />
      </div>
    </section>
  )
}
