import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  FieldError,
  Input,
  Label,
  Text,
  useLocale,
} from 'react-aria-components'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import * as comboStyles from './ComboBox.css'
import { fieldLabel } from './fieldLabel.css'
import { Icon } from './Icon'
import { OptionPopover } from './OptionPopover'
import * as styles from './Select.css'
import * as fieldStyles from './TextField.css'

export interface ComboBoxOption {
  id: string
  name: string
}

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<ComboBoxOption>, 'className' | 'children' | 'items'> {
  label: string
  options: readonly ComboBoxOption[]
  description?: string
}

/**
 * A labelled pick from a long list, found by typing (React Aria's ComboBox): the list narrows to
 * what contains the typed text; arrow keys and Enter choose.
 */
export function ComboBox({ label, options, description, ...props }: ComboBoxProps) {
  const t = useMessages(designMessages)
  const { locale } = useLocale()
  return (
    <AriaComboBox {...props} className={styles.field} menuTrigger="focus">
      <Label className={fieldLabel}>{label}</Label>
      <div className={fieldStyles.control}>
        <Input className={fieldStyles.input} />
        <Button
          className={comboStyles.toggle}
          aria-label={t('comboBox.showAll', { field: label.toLocaleLowerCase(locale) })}
        >
          <Icon name="lucide:chevron-down" />
        </Button>
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error} />
      <OptionPopover options={options} />
    </AriaComboBox>
  )
}
