import type { ReactNode, Ref } from 'react'
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components'
import { useCharacterCount } from './CharacterCount'
import { fieldLabel } from './fieldLabel.css'
import * as styles from './TextField.css'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string
  description?: string
  placeholder?: string
  inputRef?: Ref<HTMLInputElement>
  /** Drawn inside the field's border after the input (the password field's toggle). */
  trailing?: ReactNode
  className?: string
}

/**
 * A labelled text input. Errors come from native constraints (`isRequired`, `type="email"`)
 * or from the surrounding `<Form validationErrors>` (a 422 answer), keyed by `name`. With
 * `maxLength`, it counts the characters left as the limit nears.
 */
export function TextField({
  label,
  description,
  placeholder,
  inputRef,
  trailing,
  className,
  ...props
}: TextFieldProps) {
  const counted = useCharacterCount(props)
  return (
    <AriaTextField
      {...props}
      onChange={counted.onChange}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={fieldLabel}>{label}</Label>
      <div className={styles.control}>
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
        {trailing}
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {counted.count}
      <FieldError className={styles.error} />
    </AriaTextField>
  )
}
