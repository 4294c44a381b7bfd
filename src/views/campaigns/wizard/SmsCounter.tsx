import { useLocale } from 'react-aria-components'
import { smsParts, ucs2Characters } from '../../../contract/sms-encoding'
import { estimateText, placeholdersIn } from '../../../contract/sms-placeholders'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './wizard.css'

/**
 * How a body travels as SMS, as it is typed: its encoding, its size, its parts and what is left
 * in the last one, and the characters that force UCS-2. Placeholders are counted at the length
 * they usually fill.
 */
export function SmsCounter({
  body,
  trackingDomain,
}: {
  body: string
  trackingDomain: string | null
}) {
  const counted = smsParts(estimateText(body, trackingDomain))
  const forcing = ucs2Characters(body)
  const withPlaceholders = placeholdersIn(body).length > 0
  const t = useMessages(messages)
  const { locale } = useLocale()
  const number = new Intl.NumberFormat(locale)
  const perPart = {
    unicode: counted.encoding === 'GSM-7' ? 'no' : 'yes',
    perPart: counted.perPart,
  }
  return (
    <div>
      <dl className={styles.counter} data-testid="sms-counter">
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>{t('counter.encoding')}</dt>
          <dd className={styles.counterValue}>{counted.encoding}</dd>
        </div>
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>{t('counter.characters')}</dt>
          <dd className={styles.counterValue}>{number.format(counted.units)}</dd>
        </div>
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>{t('counter.parts')}</dt>
          <dd className={styles.counterValue}>{number.format(counted.parts)}</dd>
        </div>
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>{t('counter.left')}</dt>
          <dd className={styles.counterValue}>{number.format(counted.remainingInPart)}</dd>
        </div>
      </dl>
      <p className={styles.counterName}>
        {t(withPlaceholders ? 'counter.perPartEstimated' : 'counter.perPart', perPart)}
        {forcing.length > 0 && ` ${t('counter.forcedBy', { characters: forcing.join(' ') })}`}
      </p>
    </div>
  )
}
