import { Link } from 'react-aria-components'
import { selectIsStaff } from '../../machines/session'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { type AreaId, areas, sidebarAreas } from '../frame/areas'
import { useCurrentPage } from '../frame/useCurrentPage'
import { useSessionSelector } from '../session/useSession'
import { usePreloadOnIntent } from '../usePreloadOnIntent'
import * as styles from './SideNav.css'

/** Every area of the back-office; the area of the page being shown is marked. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages(frameMessages)
  const currentArea = useCurrentPage()?.area
  const isStaff = useSessionSelector(selectIsStaff)
  const shown: AreaId[] = isStaff ? [...sidebarAreas, 'management'] : sidebarAreas
  const preloadOf = usePreloadOnIntent()
  return (
    <nav aria-label={t('sideNav.label')}>
      <ul className={styles.list}>
        {shown.map((id) => {
          const area = areas[id]
          const isCurrent = id === currentArea
          return (
            <li key={id}>
              <Link
                href={area.home}
                className={styles.link}
                data-current={isCurrent}
                aria-current={isCurrent ? 'location' : undefined}
                onPress={onNavigate}
                {...preloadOf(area.home)}
              >
                {t(area.labelKey)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
