import {
  contactPlaceholders,
  offerLinkPlaceholder,
  placeholderToken,
} from '../../../contract/sms-placeholders'
import { Button } from '../../../design/Button'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './wizard.css'

const insertable = [...contactPlaceholders, offerLinkPlaceholder]

/** Buttons that type a placeholder where the cursor is. */
export function PlaceholderButtons({ onInsert }: { onInsert: (token: string) => void }) {
  const t = useMessages(messages)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a fieldset of inputs
    <div role="group" aria-label={t('placeholders.insert')} className={styles.row}>
      {insertable.map((name) => (
        <Button key={name} onPress={() => onInsert(placeholderToken(name))}>
          {placeholderToken(name)}
        </Button>
      ))}
    </div>
  )
}
