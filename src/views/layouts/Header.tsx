import { Link } from 'react-aria-components'
import commonMessages from '../../messages/common/catalogue'
import { useMessages } from '../../messages/useMessages'
import { NotificationsBell } from '../notifications/NotificationsBell'
import { TeamSwitcher } from '../teams/TeamSwitcher'
import * as styles from './Header.css'
import { MobileMenu } from './MobileMenu'
import { UserMenu } from './UserMenu'

export function Header() {
  const common = useMessages(commonMessages)
  return (
    <header className={styles.header}>
      <MobileMenu className={styles.menuButton} />
      <Link href="/" className={styles.brand}>
        {common('app.name')}
      </Link>
      <span className={styles.spacer} />
      <div className={styles.teamSlot}>
        <TeamSwitcher />
      </div>
      <div className={styles.control}>
        <NotificationsBell />
      </div>
      <div className={styles.control}>
        <UserMenu />
      </div>
    </header>
  )
}
