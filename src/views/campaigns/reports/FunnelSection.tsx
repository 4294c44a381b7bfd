import type { ReportTotals } from '../../../contract/campaign-reports'
import { BarChart } from '../../../design/charts/BarChart'
import * as styles from '../../reports/reportLayout.css'
import type { ReportFormat } from './reportFormat'

/** The steps a message goes through, in order: each a part of the one before. */
const funnelSteps = [
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['clicked', 'Clicked'],
  ['replied', 'Replied'],
] as const

/** The delivery funnel as a chart, and what it comes to: rates, failures, money. */
export function FunnelSection({ totals, format }: { totals: ReportTotals; format: ReportFormat }) {
  const tiles = [
    ['Delivery rate', format.rate(totals.delivery_rate)],
    ['Click rate', format.rate(totals.click_rate)],
    ['Failed', format.count(totals.failed)],
    ['Cancelled', format.count(totals.cancelled)],
    ['Cost', format.money(totals.cost)],
    ['Revenue', format.money(totals.revenue)],
    ['Margin', format.money(totals.margin)],
  ] as const
  return (
    <section aria-labelledby="funnel-title" className={styles.section}>
      <h2 id="funnel-title" className={styles.sectionTitle}>
        Delivery funnel
      </h2>
      <dl className={styles.figures}>
        {tiles.map(([label, value]) => (
          <div key={label} className={styles.figureTile}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        title="Messages at each step"
        columns={['Step', 'Messages']}
        data={funnelSteps.map(([key, label]) => ({ label, value: totals[key] }))}
        emptyMessage="No message was queued in this period."
      />
    </section>
  )
}
