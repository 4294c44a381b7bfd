import { useLocale } from 'react-aria-components'
import type { VoiceCampaignStats } from '../../../../contract/voice-campaign'
import messages from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
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
  const t = useMessages(messages)
  const { locale } = useLocale()
  const count = new Intl.NumberFormat(locale)
  const amount = useMoneyText()
  const figures = [
    [t('voiceStats.calls'), count.format(stats.calls)],
    [t('voiceStats.inProgress'), activeCalls === undefined ? '–' : count.format(activeCalls)],
    [t('voiceStats.answered'), count.format(stats.answered)],
    [t('voiceStats.completed'), count.format(stats.completed)],
    [t('voiceStats.voicemail'), count.format(stats.voicemail)],
    [t('voiceStats.failed'), count.format(stats.failed)],
    [t('voiceStats.minutes'), count.format(stats.minutes)],
    [t('voiceStats.cost'), amount(stats.cost)],
  ] as const
  return (
    <section aria-labelledby="voice-stats-title" className={listStyles.section}>
      <h2 id="voice-stats-title" className={listStyles.sectionTitle}>
        {t('voiceStats.title')}
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
