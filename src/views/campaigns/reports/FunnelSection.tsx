import type { ReportTotals } from '../../../contract/campaign-reports'
import { BarChart } from '../../../design/charts/BarChart'
import messages from '../../../messages/campaigns-reports/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from '../../reports/reportLayout.css'
import type { ReportFormat } from './reportFormat'

/** The steps a message goes through, in order: each a part of the one before. */
const funnelSteps = ['queued', 'sent', 'delivered', 'clicked', 'replied'] as const

/** The delivery funnel as a chart, and what it comes to: rates, failures, money. */
export function FunnelSection({ totals, format }: { totals: ReportTotals; format: ReportFormat }) {
  const t = useMessages(messages)
  const tiles = [
    [t('funnel.deliveryRate'), format.rate(totals.delivery_rate)],
    [t('funnel.clickRate'), format.rate(totals.click_rate)],
    [t('funnel.failed'), format.count(totals.failed)],
    [t('funnel.cancelled'), format.count(totals.cancelled)],
    [t('figure.cost'), format.money(totals.cost)],
    [t('figure.revenue'), format.money(totals.revenue)],
    [t('figure.margin'), format.money(totals.margin)],
  ] as const
  return (
    <section aria-labelledby="funnel-title" className={styles.section}>
      <h2 id="funnel-title" className={styles.sectionTitle}>
        {t('funnel.title')}
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
        title={t('funnel.chart')}
        columns={[t('funnel.step'), t('funnel.messages')]}
        data={funnelSteps.map((step) => ({ label: t(`figure.${step}`), value: totals[step] }))}
        emptyMessage={t('funnel.empty')}
      />
    </section>
  )
}
