import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../../design/Button'
import * as styles from './overlay.css'
import { SideNav } from './SideNav'

export function NavigationDrawer({ onClose }: { onClose: () => void }) {
  return (
    <ModalOverlay
      isDismissable
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className={styles.drawerOverlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label="Navigation" className={styles.dialogBody}>
          <div className={styles.drawerHeader}>
            <Heading slot="title" className={styles.dialogTitle}>
              Navigation
            </Heading>
            <Button variant="ghost" onPress={onClose}>
              Close
            </Button>
          </div>
          <SideNav onNavigate={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
