import { ListBox, ListBoxItem, Popover } from 'react-aria-components'
import * as styles from './Select.css'

export interface PopoverOption {
  id: string
  name: string
}

/**
 * The list that opens under a Select's or a ComboBox's field, one row an option. It takes its
 * trigger, selection and filtering from the React Aria field it sits in.
 */
export function OptionPopover({ options }: { options: readonly PopoverOption[] }) {
  return (
    <Popover className={styles.popover}>
      <ListBox className={styles.listBox} items={options}>
        {(option) => (
          <ListBoxItem id={option.id} className={styles.option} textValue={option.name}>
            {option.name}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  )
}
