import type { ReactNode } from 'react'
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import * as modalStyles from '../../../design/Modal.css'
import { useOwnedModal } from '../../../design/useOwnedModal'

/**
 * A dialog of a bulk action, open while the selection machine is in its state, run by the modal
 * machine (its submit button takes focus once the dialog settles). Escape and a click outside
 * cancel, except while the call runs.
 */
export function BulkDialog({
  isOpen,
  isBusy,
  title,
  role = 'dialog',
  onCancel,
  children,
}: {
  isOpen: boolean
  isBusy: boolean
  title: string
  role?: 'dialog' | 'alertdialog'
  onCancel: () => void
  children: ReactNode
}) {
  const dialog = useOwnedModal({ isOpen, onClose: onCancel })
  if (!dialog.isMounted) return null
  return (
    <ModalOverlay
      isOpen={dialog.isShown}
      onOpenChange={(open) => {
        if (!open) dialog.close()
      }}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={modalStyles.overlay}
    >
      <AriaModal className={modalStyles.modal}>
        <Dialog ref={dialog.dialogRef} role={role} className={modalStyles.dialog}>
          <Heading slot="title" className={modalStyles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
