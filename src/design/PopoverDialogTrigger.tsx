import { type ReactNode, Suspense } from 'react'
import { lazyOnIntent, useLazyPopoverTrigger } from './lazyOnIntent'
import type { PopoverDialogProps } from './PopoverDialog'

const popoverDialog = lazyOnIntent(() => import('./PopoverDialog'))

type TriggerProps = ReturnType<typeof useLazyPopoverTrigger>['triggerProps']

/**
 * A button and the titled popover dialog it opens (React Aria's DialogTrigger with a Popover),
 * the popover's code fetched on intent (see lazyOnIntent): a list's filter chips and column
 * chooser draw their buttons with the page and their popovers when they are wanted.
 */
export function PopoverDialogTrigger({
  trigger,
  preload,
  ...popover
}: Omit<PopoverDialogProps, 'triggerRef' | 'isOpen' | 'onOpenChange'> & {
  /** The button, given the props that make it the popover's trigger. */
  trigger: (props: TriggerProps) => ReactNode
  /** Fetches what the popover's content loads lazily, on the same intent as the popover. */
  preload?: () => void
}) {
  const { triggerProps, popoverProps, hasOpened } = useLazyPopoverTrigger({
    preload: () => {
      popoverDialog.preload()
      preload?.()
    },
    hasPopup: 'dialog',
  })
  return (
    <>
      {trigger(triggerProps)}
      {hasOpened && (
        <Suspense fallback={null}>
          <popoverDialog.Component {...popoverProps} {...popover} />
        </Suspense>
      )}
    </>
  )
}
