import { useLocale } from 'react-aria-components'
import type { CampaignStats } from '../../../contract/sms-campaign'
import { BarChart } from '../../../design/charts/BarChart'
import { ProgressBar } from '../../../design/ProgressBar'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useMoneyText } from '../../lists/useMoneyText'
import * as styles from './delivery.css'
import { progressOf, statCounters } from './liveStats'

/** The funnel's bars: each stage a part of the one before, then what dropped out. */
const funnel = ['queued', 'sent', 'delivered', 'clicked', 'replied', 'failed', 'cancelled'] as const

/** The campaign's running totals as figures, its progress, and its delivery funnel. */
export function DeliveryFigures({ stats }: { stats: CampaignStats }) {
  const { locale } = useLocale()
  const count = new Intl.NumberFormat(locale)
  const amount = useMoneyText()
  const t = useMessages(messages)
  const progress = progressOf(stats)
  const stage = (name: (typeof statCounters)[number]) =>
    [name, t(`stage.${name}`), count.format(stats[name])] as const
  const figures = [
    ...statCounters.map(stage),
    ['cost', t('figures.cost'), amount(stats.cost)],
    ['revenue', t('figures.revenue'), amount(stats.revenue)],
  ] as const
  return (
    <>
      <dl className={styles.figures}>
        {figures.map(([name, label, value]) => (
          <div key={name} className={styles.figure}>
            <dt className={styles.figureName}>{label}</dt>
            <dd className={styles.figureValue} data-figure={name}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ProgressBar
        label={t('figures.progress')}
        value={progress.done}
        minValue={0}
        maxValue={Math.max(progress.of, 1)}
        valueLabel={
          progress.of === 0
            ? t('figures.nothingQueued')
            : t('figures.progressValue', { done: progress.done, of: progress.of })
        }
      />
      <BarChart
        title={t('figures.funnel')}
        columns={[t('figures.funnelStage'), t('figures.funnelMessages')]}
        emptyMessage={t('figures.funnelEmpty')}
        data={funnel.map((name) => ({ label: t(`stage.${name}`), value: stats[name] }))}
      />
    </>
  )
}
