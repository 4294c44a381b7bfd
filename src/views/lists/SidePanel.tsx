import type { ReactNode } from 'react'
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import { Button } from '../../design/Button'
import * as styles from './SidePanel.css'

/**
 * A record's sheet along the page's end edge, open while the URL names the record. Escape, a
 * click outside or Close shuts it.
 */
export function SidePanel({
  isOpen,
  title,
  width,
  onClose,
  children,
}: {
  isOpen: boolean
  title: string
  width: keyof typeof styles.panel
  onClose: () => void
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable
      className={styles.overlay}
    >
      <AriaModal className={styles.panel[width]}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button onPress={onClose}>Close</Button>
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
