import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Label,
  SelectValue,
  Text,
} from 'react-aria-components'
import { fieldLabel } from './fieldLabel.css'
import { Icon } from './Icon'
import { OptionPopover } from './OptionPopover'
import * as styles from './Select.css'

export interface SelectOption {
  id: string
  name: string
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption, 'single'>, 'className' | 'children' | 'items'> {
  label: string
  options: readonly SelectOption[]
  description?: string
}

/**
 * A labelled pick from a list, typed to find (React Aria's Select). With `name` it sends the
 * chosen id with the form, and its hidden native select lets the browser autofill it.
 */
export function Select({ label, options, description, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={styles.field}>
      <Label className={fieldLabel}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.placeholder} />
        <Icon name="lucide:chevron-down" />
      </Button>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error} />
      <OptionPopover options={options} />
    </AriaSelect>
  )
}
