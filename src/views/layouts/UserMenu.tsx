import { useState } from 'react'
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { Button } from '../../design/Button'
import { useSession } from '../session/useSession'
import * as styles from './Header.css'
import { LazyAppearanceDialog } from './LazyAppearanceDialog'

export function UserMenu() {
  const session = useSession()
  const [isAppearanceOpen, setAppearanceOpen] = useState(false)
  return (
    <>
      <MenuTrigger>
        <Button variant="ghost" aria-label="Account menu">
          Account
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
              My account
            </MenuItem>
            <MenuItem className={styles.menuItem} href="/my-account/team-settings">
              Team settings
            </MenuItem>
            <MenuItem className={styles.menuItem} href="/settings/tokens">
              API tokens
            </MenuItem>
            <MenuItem className={styles.menuItem} id="appearance">
              Appearance…
            </MenuItem>
            <MenuItem className={styles.menuItem} id="signOut">
              Sign out
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <LazyAppearanceDialog isOpen={isAppearanceOpen} onOpenChange={setAppearanceOpen} />
    </>
  )
}
