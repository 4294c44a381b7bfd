import { type ReactNode, useRef } from 'react'
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import { Button } from '../../design/Button'
import { useOwnedModal } from '../../design/useOwnedModal'
import commonMessages from '../../messages/common/catalogue'
import { useMessages } from '../../messages/useMessages'
import { UnsavedScope, useGuardedClose } from '../forms/UnsavedScope'
import * as styles from './SidePanel.css'

/**
 * A record's sheet along the page's end edge, open while the URL names the record, run by the
 * modal machine: its form's submit button (or Close) takes focus once it settles. Escape, a click
 * outside or Close shuts it, asking first when a form in it holds unsaved input; it slides out
 * showing what it showed, destroyed once it is gone.
 */
export function SidePanel({
  isOpen,
  title,
  width,
  onClose,
  onDestroy,
  children,
}: {
  isOpen: boolean
  title: string
  width: keyof typeof styles.panel
  onClose: () => void
  /** Runs when the content is destroyed, 200 ms after the panel closed. */
  onDestroy?: () => void
  children: ReactNode
}) {
  const common = useMessages(commonMessages)
  const panel = useOwnedModal({ isOpen, onClose, onDestroy })
  const { requestClose, scope } = useGuardedClose(panel.close)
  // Closing, the URL no longer names the record: the sheet keeps its last content as it leaves.
  const shown = useRef({ title, children })
  if (isOpen) shown.current = { title, children }
  if (!panel.isMounted) return null
  return (
    <ModalOverlay
      isOpen={panel.isShown}
      onOpenChange={(open) => {
        if (!open) void requestClose()
      }}
      isDismissable
      className={styles.overlay}
    >
      <AriaModal className={styles.panel[width]}>
        <Dialog ref={panel.dialogRef} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {shown.current.title}
            </Heading>
            <Button ref={panel.fallbackRef} onPress={requestClose}>
              {common('action.close')}
            </Button>
          </div>
          <UnsavedScope value={scope}>{shown.current.children}</UnsavedScope>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
