import type { ReactNode } from 'react'
import { Dialog, Heading, Popover, type PopoverProps } from 'react-aria-components'
import type { LazyPopoverProps } from './lazyOnIntent'

export interface PopoverDialogProps
  extends Pick<LazyPopoverProps, 'triggerRef' | 'isOpen' | 'onOpenChange'> {
  title: string
  placement?: PopoverProps['placement']
  popoverClassName?: string
  dialogClassName?: string
  titleClassName?: string
  children: ReactNode
}

/** A titled dialog in a popover under its button, fetched on intent by PopoverDialogTrigger. */
export default function PopoverDialog({
  triggerRef,
  isOpen,
  onOpenChange,
  title,
  placement,
  popoverClassName,
  dialogClassName,
  titleClassName,
  children,
}: PopoverDialogProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      className={popoverClassName}
    >
      <Dialog className={dialogClassName}>
        <Heading slot="title" className={titleClassName}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  )
}
