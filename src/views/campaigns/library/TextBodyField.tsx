import { campaignLimits } from '../../../contract/constants'
import { TextAreaField } from '../../../design/TextAreaField'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './library.css'
import { availablePlaceholdersText, partCounterText, placeholdersText } from './partCounter'

/**
 * A text's body with its live part counter and the placeholders it uses, read as it is typed.
 * Controlled, so the counter and the form send the same text.
 */
export function TextBodyField({
  label,
  value,
  onChange,
}: {
  /** @default the catalogue's 'Body' */
  label?: string
  value: string
  onChange: (body: string) => void
}) {
  const t = useMessages(messages)
  return (
    <>
      <TextAreaField
        name="body"
        label={label ?? t('texts.body')}
        value={value}
        onChange={onChange}
        maxLength={campaignLimits.textBodyMaxLength}
        description={<span className={styles.counter}>{partCounterText(t, value)}</span>}
        isRequired
      />
      <p className={styles.placeholders}>
        {placeholdersText(t, value)} {availablePlaceholdersText(t)}
      </p>
    </>
  )
}
