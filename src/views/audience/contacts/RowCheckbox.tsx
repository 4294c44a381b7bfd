import { Checkbox } from 'react-aria-components'
import * as checkStyles from '../../../design/CheckboxGroup.css'

/** A table's selection checkbox: labelled for screen readers, a box and nothing else on screen. */
export function RowCheckbox({
  label,
  isSelected,
  isIndeterminate = false,
  isDisabled,
  onChange,
}: {
  label: string
  isSelected: boolean
  isIndeterminate?: boolean
  isDisabled?: boolean
  onChange: () => void
}) {
  return (
    <Checkbox
      aria-label={label}
      isSelected={isSelected}
      isIndeterminate={isIndeterminate}
      isDisabled={isDisabled}
      onChange={onChange}
      className={checkStyles.option}
    >
      <span aria-hidden="true" className={checkStyles.box}>
        {isIndeterminate ? '–' : isSelected ? '✓' : ''}
      </span>
    </Checkbox>
  )
}
