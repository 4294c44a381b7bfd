import { campaignLimits } from '../../../contract/constants'
import { TextAreaField } from '../../../design/TextAreaField'
import * as styles from './library.css'
import { availablePlaceholdersText, partCounterText, placeholdersText } from './partCounter'

/**
 * A text's body with its live part counter and the placeholders it uses, read as it is typed.
 * Controlled, so the counter and the form send the same text.
 */
export function TextBodyField({
  label = 'Body',
  value,
  onChange,
}: {
  /** @default 'Body' */
  label?: string
  value: string
  onChange: (body: string) => void
}) {
  return (
    <>
      <TextAreaField
        name="body"
        label={label}
        value={value}
        onChange={onChange}
        maxLength={campaignLimits.textBodyMaxLength}
        description={<span className={styles.counter}>{partCounterText(value)}</span>}
        isRequired
      />
      <p className={styles.placeholders}>
        {placeholdersText(value)}. {availablePlaceholdersText}
      </p>
    </>
  )
}
