import type { ReactNode } from 'react'
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import * as modalStyles from '../../design/Modal.css'

/**
 * A dialog holding a form: Escape, a click outside or the form's Cancel (given `close`) shuts
 * it, and what was typed goes with it.
 */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  children,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: string
  children: (close: () => void) => ReactNode
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={modalStyles.overlay}
    >
      <AriaModal className={modalStyles.modal}>
        <Dialog className={modalStyles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={modalStyles.title}>
                {title}
              </Heading>
              {children(close)}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
