import { useParams } from '@tanstack/react-router'
import { selectUser } from '../../machines/session'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { PageFrame } from '../frame/PageFrame'
import { findSubPage, pages } from '../frame/pages'
import { SubPageNav } from '../frame/SubPageNav'
import { useSessionSelector } from '../session/useSession'
import * as styles from './account.css'
import { PasswordForm } from './PasswordForm'
import { PreferencesPanel } from './PreferencesPanel'
import { ProfileForm } from './ProfileForm'

const pagePath = '/my-account/$'
const page = pages[pagePath]

const sections: Record<string, () => React.ReactNode> = {
  '': ProfileForm,
  password: PasswordForm,
  preferences: PreferencesPanel,
}

/** /my-account/{...}: the profile, the password and the interface preferences. */
export function MyAccountScreen() {
  const { _splat } = useParams({ from: '/_default/_auth/my-account/$' })
  const role = useSessionSelector(selectUser)?.current_team?.role ?? null
  const t = useMessages(frameMessages)
  const subPage = findSubPage(page, _splat)
  const Section = sections[subPage?.path ?? '']
  return (
    <PageFrame subject={subPage ? t(subPage.titleKey) : null}>
      <SubPageNav page={page} pagePath={pagePath} role={role} />
      <div className={styles.panel}>{Section && <Section />}</div>
    </PageFrame>
  )
}
