import { smsParts, ucs2Characters } from '../../../contract/sms-encoding'
import { estimateText, placeholdersIn } from '../../../contract/sms-placeholders'
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
  const unit = counted.encoding === 'GSM-7' ? 'characters' : 'UCS-2 characters'
  return (
    <div>
      <dl className={styles.counter} data-testid="sms-counter">
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>Encoding</dt>
          <dd className={styles.counterValue}>{counted.encoding}</dd>
        </div>
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>Characters</dt>
          <dd className={styles.counterValue}>{counted.units}</dd>
        </div>
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>Parts</dt>
          <dd className={styles.counterValue}>{counted.parts}</dd>
        </div>
        <div className={styles.counterItem}>
          <dt className={styles.counterName}>Left in this part</dt>
          <dd className={styles.counterValue}>{counted.remainingInPart}</dd>
        </div>
      </dl>
      <p className={styles.counterName}>
        {counted.perPart} {unit} a part
        {withPlaceholders ? '; placeholders counted at the length they usually fill' : ''}.
        {forcing.length > 0 && ` UCS-2 because of: ${forcing.join(' ')}`}
      </p>
    </div>
  )
}
