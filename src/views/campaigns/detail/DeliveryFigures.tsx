import { useLocale } from 'react-aria-components'
import type { CampaignStats } from '../../../contract/sms-campaign'
import { BarChart } from '../../../design/charts/BarChart'
import { ProgressBar } from '../../../design/ProgressBar'
import { useMoneyText } from '../../lists/useMoneyText'
import * as styles from './delivery.css'
import { progressOf } from './liveStats'

/** The campaign's running totals as figures, its progress, and its delivery funnel. */
export function DeliveryFigures({ stats }: { stats: CampaignStats }) {
  const { locale } = useLocale()
  const count = new Intl.NumberFormat(locale)
  const amount = useMoneyText()
  const progress = progressOf(stats)
  const figures = [
    ['Queued', count.format(stats.queued)],
    ['Sent', count.format(stats.sent)],
    ['Delivered', count.format(stats.delivered)],
    ['Failed', count.format(stats.failed)],
    ['Cancelled', count.format(stats.cancelled)],
    ['Clicked', count.format(stats.clicked)],
    ['Replied', count.format(stats.replied)],
    ['Cost', amount(stats.cost)],
    ['Revenue', amount(stats.revenue)],
  ] as const
  return (
    <>
      <dl className={styles.figures}>
        {figures.map(([name, value]) => (
          <div key={name} className={styles.figure}>
            <dt className={styles.figureName}>{name}</dt>
            <dd className={styles.figureValue} data-figure={name}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ProgressBar
        label="Progress"
        value={progress.done}
        minValue={0}
        maxValue={Math.max(progress.of, 1)}
        valueLabel={
          progress.of === 0
            ? 'Nothing queued yet'
            : `${count.format(progress.done)} of ${count.format(progress.of)} messages sent, failed or cancelled`
        }
      />
      <BarChart
        title="Delivery funnel"
        columns={['Stage', 'Messages']}
        emptyMessage="No message has been queued yet: the funnel fills in once the campaign sends."
        data={[
          { label: 'Queued', value: stats.queued },
          { label: 'Sent', value: stats.sent },
          { label: 'Delivered', value: stats.delivered },
          { label: 'Clicked', value: stats.clicked },
          { label: 'Replied', value: stats.replied },
          { label: 'Failed', value: stats.failed },
          { label: 'Cancelled', value: stats.cancelled },
        ]}
      />
    </>
  )
}
