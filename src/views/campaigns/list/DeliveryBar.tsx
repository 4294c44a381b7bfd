import { useLocale } from 'react-aria-components'
import type { CampaignStats } from '../../../contract/sms-campaign'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { deliveryShares } from '../detail/liveStats'
import * as styles from './campaigns.css'

const percent = (share: number) => `${Math.round(share * 100)}%`

/**
 * Delivered and failed shares of the messages that reached an end, as a small bar; its words
 * are the label, so the colours are never the only way to read it.
 */
export function DeliveryBar({ stats }: { stats: CampaignStats }) {
  const { locale } = useLocale()
  const t = useMessages(messages)
  const shares = deliveryShares(stats)
  const format = new Intl.NumberFormat(locale, { style: 'percent' })
  const label =
    stats.delivered + stats.failed === 0
      ? t('deliveryBar.none')
      : t('deliveryBar.shares', {
          delivered: format.format(shares.delivered),
          failed: format.format(shares.failed),
        })
  return (
    <div role="img" aria-label={label} title={label} className={styles.deliveryBar}>
      <span className={styles.delivered} style={{ inlineSize: percent(shares.delivered) }} />
      <span className={styles.failed} style={{ inlineSize: percent(shares.failed) }} />
    </div>
  )
}
