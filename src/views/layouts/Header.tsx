import { Link } from 'react-aria-components'
import { NotificationsBell } from '../notifications/NotificationsBell'
import { TeamSwitcher } from '../teams/TeamSwitcher'
import * as styles from './Header.css'
import { MobileMenu } from './MobileMenu'
import { UserMenu } from './UserMenu'

export function Header() {
  return (
    <header className={styles.header}>
      <MobileMenu className={styles.menuButton} />
      <Link href="/" className={styles.brand}>
        Switchboard
      </Link>
      <span className={styles.spacer} />
      <TeamSwitcher />
      <NotificationsBell />
      <UserMenu />
    </header>
  )
}
