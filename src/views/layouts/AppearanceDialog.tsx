import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../../design/Button'
import { ThemeSwitcher } from '../../design/ThemeSwitcher'
import * as styles from './overlay.css'

export function AppearanceDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={styles.dialog}>
        <Dialog className={styles.dialogBody} aria-labelledby="appearance-title">
          {({ close }) => (
            <>
              <div className={styles.dialogHeader}>
                <Heading slot="title" id="appearance-title" className={styles.dialogTitle}>
                  Appearance
                </Heading>
                <Button variant="ghost" onPress={close}>
                  Close
                </Button>
              </div>
              <ThemeSwitcher />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
