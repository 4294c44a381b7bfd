import { useSelector } from '@xstate/react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { selectModalIsMounted, selectModalIsOpen } from '../machines/modal'
import { useModal } from './useModal'

export interface OwnedModalOptions {
  /** Whether the owner shows the dialog: its own state, or the URL naming a record. */
  isOpen: boolean
  /** The dialog closed itself (Escape, a click outside, a close button): the owner follows. */
  onClose: () => void
  /** Runs when the content is destroyed, the modal's destroy delay after closing. */
  onDestroy?: () => void
}

/** Focus is on something inside the dialog other than the dialog itself (where it opens). */
function isFocusedWithin(dialog: HTMLElement) {
  const focused = dialog.ownerDocument.activeElement
  return focused !== null && focused !== dialog && dialog.contains(focused)
}

/**
 * A dialog its owner opens and closes, run by the modal machine: the owner's `isOpen` opens and
 * closes the machine, the machine's own closing tells the owner. A form's submit button is the
 * dialog's primary button, focused once the dialog settles; without one, `fallbackRef`'s.
 */
export function useOwnedModal({ isOpen, onClose, onDestroy }: OwnedModalOptions) {
  const modal = useModal()
  const dialogRef = useRef<HTMLElement>(null)
  const fallbackRef = useRef<HTMLButtonElement>(null)
  const owner = useRef({ isOpen, onClose, onDestroy })
  owner.current = { isOpen, onClose, onDestroy }

  useLayoutEffect(() => {
    const open = selectModalIsOpen(modal.getSnapshot())
    if (isOpen && !open) modal.send({ type: 'modal.open' })
    if (!isOpen && open) modal.send({ type: 'modal.close' })
  }, [modal, isOpen])

  useEffect(() => {
    const subscriptions = [
      modal.on('modal.focusPrimary', () => {
        const dialog = dialogRef.current
        // Someone already in a field (typing a name) keeps their place: the settle is over.
        if (dialog && isFocusedWithin(dialog)) return
        const submit = dialog?.querySelector<HTMLElement>('button[type="submit"]')
        ;(submit ?? fallbackRef.current)?.focus()
      }),
      // Only a close the owner did not ask for goes back to it.
      modal.on('modal.closed', () => {
        if (owner.current.isOpen) owner.current.onClose()
      }),
      modal.on('modal.destroyed', () => owner.current.onDestroy?.()),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [modal])

  return {
    dialogRef,
    fallbackRef,
    /** Open, as the machine says: React Aria's overlay follows it. */
    isShown: useSelector(modal, selectModalIsOpen),
    /** Rendered while open and through the exit, until the content is destroyed. */
    isMounted: useSelector(modal, selectModalIsMounted),
    close: () => modal.send({ type: 'modal.close' }),
  }
}
