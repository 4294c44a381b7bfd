import { useState } from 'react'
import { ToggleButton, useLocale } from 'react-aria-components'
import commonMessages from '../messages/common/catalogue'
import designMessages from '../messages/design-fields/catalogue'
import { useMessages } from '../messages/useMessages'
import * as styles from './PasswordField.css'
import { TextField, type TextFieldProps } from './TextField'

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** `current-password` to sign in, `new-password` to choose one (password managers offer one). */
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a toggle that shows what was typed; the toggle is a real button. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useMessages(designMessages)
  const common = useMessages(commonMessages)
  const { locale } = useLocale()
  const [isVisible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <ToggleButton
          className={styles.toggle}
          isSelected={isVisible}
          onChange={setVisible}
          aria-label={t('passwordField.show', { field: props.label.toLocaleLowerCase(locale) })}
        >
          {common(isVisible ? 'action.hide' : 'action.show')}
        </ToggleButton>
      }
    />
  )
}
