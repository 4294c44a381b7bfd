import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../../design/Button'
import { ThemeSwitcher } from '../../design/ThemeSwitcher'
import commonMessages from '../../messages/common/catalogue'
import frameMessages from '../../messages/frame-blank/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './overlay.css'

export function AppearanceDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const t = useMessages(frameMessages)
  const common = useMessages(commonMessages)
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
                  {t('appearance.title')}
                </Heading>
                <Button variant="ghost" onPress={close}>
                  {common('action.close')}
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
