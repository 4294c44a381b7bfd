import { useState } from 'react'
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { Button } from '../../design/Button'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useSession } from '../session/useSession'
import * as styles from './Header.css'
import { LazyAppearanceDialog } from './LazyAppearanceDialog'

export function UserMenu() {
  const t = useMessages(frameMessages)
  const session = useSession()
  const [isAppearanceOpen, setAppearanceOpen] = useState(false)
  return (
    <>
      <MenuTrigger>
        <Button variant="ghost" aria-label={t('userMenu.label')}>
          {t('userMenu.button')}
        </Button>
        <Popover placement="bottom end" className={styles.menuPopover}>
          <Menu
            className={styles.menu}
            onAction={(key) => {
              if (key === 'appearance') setAppearanceOpen(true)
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
          </Menu>
        </Popover>
      </MenuTrigger>
      <LazyAppearanceDialog isOpen={isAppearanceOpen} onOpenChange={setAppearanceOpen} />
    </>
  )
}
