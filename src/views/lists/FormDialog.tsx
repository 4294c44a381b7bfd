import type { ReactNode } from 'react'
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import * as modalStyles from '../../design/Modal.css'
import { useOwnedModal } from '../../design/useOwnedModal'
import { UnsavedScope, useGuardedClose } from '../forms/UnsavedScope'

/**
 * A dialog holding a form, run by the modal machine: its submit button takes focus once the
 * dialog settles; Escape, a click outside or the form's Cancel (given `close`) shuts it, asking
 * first when its form holds unsaved input, and what was typed goes with it when the content is
 * destroyed.
 */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  onDestroy,
  children,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: string
  /** Runs when the content is destroyed, 200 ms after the dialog closed. */
  onDestroy?: () => void
  children: (close: () => void) => ReactNode
}) {
  const dialog = useOwnedModal({ isOpen, onClose: () => onOpenChange(false), onDestroy })
  const { requestClose, scope } = useGuardedClose(dialog.close)
  if (!dialog.isMounted) return null
  return (
    <ModalOverlay
      isOpen={dialog.isShown}
      onOpenChange={(open) => {
        if (!open) void requestClose()
      }}
      isDismissable
      className={modalStyles.overlay}
    >
      <AriaModal className={modalStyles.modal}>
        <Dialog ref={dialog.dialogRef} className={modalStyles.dialog}>
          <Heading slot="title" className={modalStyles.title}>
            {title}
          </Heading>
          <UnsavedScope value={scope}>{children(() => void requestClose())}</UnsavedScope>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
