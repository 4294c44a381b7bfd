import type { ReactNode } from 'react'
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import * as modalStyles from '../../../design/Modal.css'

/**
 * A dialog of a bulk action, open while the selection machine is in its state. Escape and a
 * click outside cancel, except while the call runs.
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
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={modalStyles.overlay}
    >
      <AriaModal className={modalStyles.modal}>
        <Dialog role={role} className={modalStyles.dialog}>
          <Heading slot="title" className={modalStyles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
