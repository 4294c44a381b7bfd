import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../../design/Button'
import commonMessages from '../../messages/common/catalogue'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { TeamSwitcher } from '../teams/TeamSwitcher'
import { drawerTeam } from './Header.css'
import * as styles from './overlay.css'
import { SideNav } from './SideNav'

export function NavigationDrawer({ onClose }: { onClose: () => void }) {
  const t = useMessages(frameMessages)
  const common = useMessages(commonMessages)
  return (
    <ModalOverlay
      isDismissable
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className={styles.drawerOverlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={t('navigationDrawer.title')} className={styles.dialogBody}>
          <div className={styles.drawerHeader}>
            <Heading slot="title" className={styles.dialogTitle}>
              {t('navigationDrawer.title')}
            </Heading>
            <Button variant="ghost" onPress={onClose}>
              {common('action.close')}
            </Button>
          </div>
          <div className={drawerTeam}>
            <TeamSwitcher />
          </div>
          <SideNav onNavigate={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
