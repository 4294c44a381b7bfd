import type { HomeSummary } from '../../contract/home'
import { LazyBarChart } from '../../design/charts/LazyCharts'
import { useChartFormat } from '../../design/charts/useChartFormat'
import type { Key } from '../../messages/home/catalogue'
import { useMoneyText } from '../lists/useMoneyText'
import * as styles from './home.css'
import { useHomeMessages } from './useHomeMessages'

type Day = HomeSummary['today']
type Count = { key: Key; read: (day: Day) => number }
type Amount = { key: Key; read: (day: Day) => string }

const counts: readonly Count[] = [
  { key: 'today.smsSent', read: (day) => day.sms.sent },
  { key: 'today.smsDelivered', read: (day) => day.sms.delivered },
  { key: 'today.smsFailed', read: (day) => day.sms.failed },
  { key: 'today.callsPlaced', read: (day) => day.calls.placed },
  { key: 'today.callsAnswered', read: (day) => day.calls.answered },
  { key: 'today.callsFailed', read: (day) => day.calls.failed },
  { key: 'today.callsMinutes', read: (day) => day.calls.minutes },
]
const amounts: readonly Amount[] = [
  { key: 'today.smsCost', read: (day) => day.sms.cost },
  { key: 'today.callsCost', read: (day) => day.calls.cost },
]
/** The bars: what was sent and placed, the rest is in the figures above them. */
const charted = counts.filter(({ key }) =>
  ['today.smsSent', 'today.smsDelivered', 'today.smsFailed', 'today.callsPlaced'].includes(key),
)

function Change({ today, yesterday }: { today: number; yesterday: number }) {
  const t = useHomeMessages()
  const change = today - yesterday
  if (change === 0) return <span className={styles.muted}>{t('today.same')}</span>
  return (
    <span className={styles.muted}>
      {change > 0 ? t('today.more', { change }) : t('today.fewer', { change: Math.abs(change) })}
    </span>
  )
}

/** Today's messages and calls against yesterday's: each figure with its change, and bars. */
export function DayFigures({ summary }: { summary: HomeSummary }) {
  const t = useHomeMessages()
  const moneyText = useMoneyText()
  const format = useChartFormat()
  const money = (amount: string) => moneyText(amount, summary.currency)
  const { today, yesterday } = summary
  const bars = charted.flatMap(({ key, read }) => [
    { label: t('today.chartToday', { figure: t(key) }), value: read(today) },
    { label: t('today.chartYesterday', { figure: t(key) }), value: read(yesterday) },
  ])
  return (
    <section className={styles.panel} aria-labelledby="home-today">
      <h2 id="home-today" className={styles.panelTitle}>
        {t('today.title')}
      </h2>
      <dl className={styles.figures}>
        {counts.map(({ key, read }) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.muted}>{t(key)}</dt>
            <dd className={styles.figureValue}>{format.number(read(today))}</dd>
            <dd className={styles.figure}>
              <Change today={read(today)} yesterday={read(yesterday)} />
            </dd>
          </div>
        ))}
        {amounts.map(({ key, read }) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.muted}>{t(key)}</dt>
            <dd className={styles.figureValue}>{money(read(today))}</dd>
            <dd className={styles.muted}>
              {t('today.yesterdayAmount', { amount: money(read(yesterday)) })}
            </dd>
          </div>
        ))}
      </dl>
      <LazyBarChart
        title={t('today.chartTitle')}
        data={bars}
        maxBars={bars.length}
        columns={[t('today.chartFigure'), t('today.chartCount')]}
      />
      <p className={styles.muted}>{t('today.utc')}</p>
    </section>
  )
}
