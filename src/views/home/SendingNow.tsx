import type { SendingCampaign } from '../../contract/home'
import { Link } from '../../design/Link'
import { ProgressBar } from '../../design/ProgressBar'
import { progressOf } from '../campaigns/detail/liveStats'
import { usePreloadOnIntent } from '../usePreloadOnIntent'
import * as styles from './home.css'
import { homeLinks } from './homeLinks'
import { useHomeMessages } from './useHomeMessages'

function SendingItem({ campaign }: { campaign: SendingCampaign }) {
  const t = useHomeMessages()
  const preloadOf = usePreloadOnIntent()
  const kind = t(campaign.kind === 'sms' ? 'sending.kindSms' : 'sending.kindVoice')
  // The link names the campaign; the bar beside it says which kind of progress it shows.
  // Its page (its code, delivery charts included, and its data) is fetched as the link is approached.
  const href = homeLinks.campaign(campaign)
  const link = (
    <Link href={href} className={styles.name} {...preloadOf(href)}>
      {campaign.name}
    </Link>
  )
  // A voice campaign's totals have no end to measure against (calls are retried): said as text.
  if (campaign.kind === 'voice') {
    const { stats } = campaign
    return (
      <li>
        {link}
        <p className={styles.muted}>
          {t('sending.voiceProgress', {
            kind,
            calls: stats.calls,
            answered: stats.answered,
            failed: stats.failed,
          })}
        </p>
      </li>
    )
  }
  const { stats } = campaign
  return (
    <li>
      {link}
      <ProgressBar
        label={kind}
        value={progressOf(stats).done}
        maxValue={Math.max(stats.queued, 1)}
        valueLabel={t('sending.smsProgress', {
          sent: stats.sent,
          queued: stats.queued,
          delivered: stats.delivered,
          failed: stats.failed,
        })}
      />
    </li>
  )
}

/** Campaigns sending now, with their live totals. */
export function SendingNow({ campaigns }: { campaigns: readonly SendingCampaign[] }) {
  const t = useHomeMessages()
  return (
    <section className={styles.panel} aria-labelledby="home-sending">
      <h2 id="home-sending" className={styles.panelTitle}>
        {t('sending.title')}
      </h2>
      {campaigns.length === 0 ? (
        <p className={styles.muted}>{t('sending.none')}</p>
      ) : (
        <ul className={styles.list}>
          {campaigns.map((campaign) => (
            <SendingItem key={`${campaign.kind}-${campaign.id}`} campaign={campaign} />
          ))}
        </ul>
      )}
    </section>
  )
}
