import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../../design/Button'
import * as styles from './overlay.css'
import { SideNav } from './SideNav'

/** Below the lg breakpoint the sidebar gives way to this menu button and drawer. */
export function MobileMenu({ className }: { className?: string }) {
  return (
    <DialogTrigger>
      <Button variant="quiet" className={className}>
        Menu
      </Button>
      <ModalOverlay isDismissable className={styles.drawerOverlay}>
        <Modal className={styles.drawer}>
          <Dialog aria-label="Navigation" className={styles.dialogBody}>
            {({ close }) => (
              <>
                <div className={styles.drawerHeader}>
                  <Heading slot="title" className={styles.dialogTitle}>
                    Navigation
                  </Heading>
                  <Button variant="quiet" onPress={close}>
                    Close
                  </Button>
                </div>
                <SideNav onNavigate={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
