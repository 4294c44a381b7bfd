import { useLocale } from 'react-aria-components'
import type { VoiceCampaignStats } from '../../../../contract/voice-campaign'
import * as styles from '../../../campaigns/detail/delivery.css'
import * as listStyles from '../../../lists/lists.css'
import { useMoneyText } from '../../../lists/useMoneyText'

/** The campaign's call counters as figures, with the calls up right now. */
export function VoiceStats({
  stats,
  activeCalls,
}: {
  stats: VoiceCampaignStats
  activeCalls: number | undefined
}) {
  const { locale } = useLocale()
  const count = new Intl.NumberFormat(locale)
  const amount = useMoneyText()
  const figures = [
    ['Calls', count.format(stats.calls)],
    ['In progress', activeCalls === undefined ? '–' : count.format(activeCalls)],
    ['Answered', count.format(stats.answered)],
    ['Completed', count.format(stats.completed)],
    ['Voicemail', count.format(stats.voicemail)],
    ['Failed', count.format(stats.failed)],
    ['Minutes', count.format(stats.minutes)],
    ['Cost', amount(stats.cost)],
  ] as const
  return (
    <section aria-labelledby="voice-stats-title" className={listStyles.section}>
      <h2 id="voice-stats-title" className={listStyles.sectionTitle}>
        Calls so far
      </h2>
      <dl className={styles.figures} aria-live="polite">
        {figures.map(([name, value]) => (
          <div key={name} className={styles.figure}>
            <dt className={styles.figureName}>{name}</dt>
            <dd className={styles.figureValue} data-figure={name}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
