import { type ReactNode, useId, useRef } from 'react'
import { Dialog, Popover } from 'react-aria-components'
import { Button } from './Button'
import * as styles from './DatePicker.css'
import { fieldLabel } from './fieldLabel.css'

export interface PickerShellProps {
  label: string
  description?: string
  isOpen: boolean
  /** What the trigger shows: the value, or a placeholder. */
  triggerText: ReactNode
  /** Beside the trigger: the time inputs, when the value has a time. */
  extraControls?: ReactNode
  canClear: boolean
  onOpen: () => void
  /** The popover closed by a click outside or a focus move (Escape is the content's to tell). */
  onClose: () => void
  onClear: () => void
  /** Describes the dialog (the picker's rejection notice, when shown). */
  dialogDescribedBy?: string
  /** The popover's content; given the id of the label to name itself by. */
  children: (labelId: string) => ReactNode
}

/**
 * What the date and date-range pickers share: the label, the trigger that opens the popover,
 * the clear button, the description and the popover with its dialog. The machines behind each
 * picker stay theirs; this only lays them out.
 */
export function PickerShell({
  label,
  description,
  isOpen,
  triggerText,
  extraControls,
  canClear,
  onOpen,
  onClose,
  onClear,
  dialogDescribedBy,
  children,
}: PickerShellProps) {
  const anchorRef = useRef<HTMLDivElement>(null)
  const ids = { label: useId(), trigger: useId(), description: useId() }
  return (
    <div className={styles.field}>
      <span id={ids.label} className={fieldLabel}>
        {label}
      </span>
      <div ref={anchorRef} className={styles.controls}>
        <Button
          id={ids.trigger}
          className={styles.trigger}
          aria-labelledby={`${ids.label} ${ids.trigger}`}
          aria-describedby={description ? ids.description : undefined}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onPress={onOpen}
        >
          {triggerText}
          <span aria-hidden="true">▾</span>
        </Button>
        {extraControls}
        {canClear && (
          <Button variant="quiet" aria-label={`Clear ${label}`} onPress={onClear}>
            Clear
          </Button>
        )}
      </div>
      {description && (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      )}
      <Popover
        triggerRef={anchorRef}
        isOpen={isOpen}
        onOpenChange={(open) => open || onClose()}
        placement="bottom start"
        className={styles.popover}
      >
        <Dialog
          aria-labelledby={ids.label}
          aria-describedby={dialogDescribedBy}
          className={styles.dialog}
        >
          {children(ids.label)}
        </Dialog>
      </Popover>
    </div>
  )
}
