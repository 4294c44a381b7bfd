import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  Checkbox,
  FieldError,
  Label,
  Text,
} from 'react-aria-components'
import * as styles from './CheckboxGroup.css'
import { fieldLabel } from './fieldLabel.css'

export interface CheckboxOption {
  id: string
  name: string
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'children'> {
  label: string
  options: readonly CheckboxOption[]
  description?: string
}

/**
 * Any number of choices out of a few, each a real checkbox (Space toggles it). With `name`, each
 * checked id is sent with the form; errors come from `<Form validationErrors>` by that name.
 */
export function CheckboxGroup({ label, options, description, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={styles.group}>
      <Label className={fieldLabel}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={styles.option}>
            {({ isSelected }) => (
              <>
                <span aria-hidden="true" className={styles.box}>
                  {isSelected ? '✓' : ''}
                </span>
                {option.name}
              </>
            )}
          </Checkbox>
        ))}
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error} />
    </AriaCheckboxGroup>
  )
}
