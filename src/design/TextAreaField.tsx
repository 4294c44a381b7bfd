import type { ReactNode } from 'react'
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  Text,
  TextArea,
} from 'react-aria-components'
import { useCharacterCount } from './CharacterCount'
import { fieldLabel } from './fieldLabel.css'
import * as styles from './TextAreaField.css'
import * as fieldStyles from './TextField.css'

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string
  description?: ReactNode
  /** @default 4 */
  rows?: number
}

/**
 * A labelled multi-line text input. Errors come from native constraints or from the surrounding
 * `<Form validationErrors>` (a 422 answer), keyed by `name`. With `maxLength`, it counts the
 * characters left as the limit nears.
 */
export function TextAreaField({ label, description, rows = 4, ...props }: TextAreaFieldProps) {
  const counted = useCharacterCount(props)
  return (
    <AriaTextField {...props} onChange={counted.onChange} className={fieldStyles.field}>
      <Label className={fieldLabel}>{label}</Label>
      <div className={fieldStyles.control}>
        <TextArea rows={rows} className={styles.textArea} />
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {counted.count}
      <FieldError className={fieldStyles.error} />
    </AriaTextField>
  )
}
