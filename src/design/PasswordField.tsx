import { useState } from 'react'
import { ToggleButton } from 'react-aria-components'
import * as styles from './PasswordField.css'
import { TextField, type TextFieldProps } from './TextField'

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** `current-password` to sign in, `new-password` to choose one (password managers offer one). */
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a toggle that shows what was typed; the toggle is a real button. */
export function PasswordField(props: PasswordFieldProps) {
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
          aria-label={`Show ${props.label.toLowerCase()}`}
        >
          {isVisible ? 'Hide' : 'Show'}
        </ToggleButton>
      }
    />
  )
}
