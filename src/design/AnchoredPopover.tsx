import type { ReactNode } from 'react'
import { Menu, type MenuProps, Popover } from 'react-aria-components'
import type { LazyPopoverProps } from './lazyOnIntent'

/** The popover of a lazily fetched trigger (lazyOnIntent), hung below its button's end. */
export function AnchoredPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  className,
  children,
  'aria-labelledby': labelledBy,
}: Pick<LazyPopoverProps, 'triggerRef' | 'isOpen' | 'onOpenChange'> & {
  className?: string
  children: ReactNode
  /** Names the popover where it is a dialog itself (around a menu, say). */
  'aria-labelledby'?: string
}) {
  return (
    <Popover
      aria-labelledby={labelledBy}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className={className}
    >
      {children}
    </Popover>
  )
}

/**
 * A menu in such a popover: named after its button, focused on the item the opening key asked
 * for, closed (and the focus back on the button) once an item is chosen.
 */
export function AnchoredMenu<T extends object>({
  popover,
  popoverClassName,
  ...props
}: MenuProps<T> & { popover: LazyPopoverProps; popoverClassName?: string }) {
  return (
    <AnchoredPopover
      {...popover}
      className={popoverClassName}
      // As React Aria's MenuTrigger does: the popover is a dialog, named as the menu is.
      aria-labelledby={popover.triggerId}
    >
      <Menu
        aria-labelledby={popover.triggerId}
        autoFocus={popover.autoFocus}
        onClose={() => popover.onOpenChange(false)}
        {...props}
      />
    </AnchoredPopover>
  )
}
