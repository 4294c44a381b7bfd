import { MenuItem } from 'react-aria-components'
import { AnchoredMenu } from '../../design/AnchoredPopover'
import type { LazyPopoverProps } from '../../design/lazyOnIntent'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useSession } from '../session/useSession'
import * as styles from './Header.css'

/** The account menu's items, fetched on intent by UserMenu. */
export default function UserMenuPopover({
  onAppearance,
  ...popover
}: LazyPopoverProps & { onAppearance: () => void }) {
  const t = useMessages(frameMessages)
  const session = useSession()
  return (
    <AnchoredMenu
      popover={popover}
      popoverClassName={styles.menuPopover}
      className={styles.menu}
      onAction={(key) => {
        if (key === 'appearance') onAppearance()
        if (key === 'signOut') session.send({ type: 'session.signOut' })
      }}
    >
      <MenuItem className={styles.menuItem} href="/my-account">
        {t('userMenu.myAccount')}
      </MenuItem>
      <MenuItem className={styles.menuItem} href="/my-account/team-settings">
        {t('userMenu.teamSettings')}
      </MenuItem>
      <MenuItem className={styles.menuItem} href="/settings/tokens">
        {t('userMenu.apiTokens')}
      </MenuItem>
      <MenuItem className={styles.menuItem} id="appearance">
        {t('userMenu.appearance')}
      </MenuItem>
      <MenuItem className={styles.menuItem} id="signOut">
        {t('userMenu.signOut')}
      </MenuItem>
    </AnchoredMenu>
  )
}
