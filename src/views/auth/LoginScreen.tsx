import type { SessionResponse } from '../../contract/auth'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { PasswordField } from '../../design/PasswordField'
import { Text } from '../../design/Text'
import { TextField } from '../../design/TextField'
import messages from '../../messages/auth/catalogue'
import { useMessages } from '../../messages/useMessages'
import { loadNetwork } from '../../services/network'
import { startSession } from '../../services/sessionCore'
import { PageFrame } from '../frame/PageFrame'
import { safeRedirect } from '../guardDecision'
import { useSession } from '../session/useSession'
import * as styles from './AuthLinks.css'
import type { AuthNavigation } from './authNavigation'
import { withQuery } from './hrefs'
import { UnguardedApiForm } from './UnguardedApiForm'
import { useApiForm } from './useApiForm'
import { useServerSettings } from './useServerSettings'

/**
 * /login: email and password; afterwards the page first asked for (`redirect`, or the dashboard).
 * `notice` is said above the form (a password just reset).
 */
export function LoginScreen({
  redirect,
  notice,
  navigation,
}: {
  redirect?: string
  notice?: string
  navigation: AuthNavigation
}) {
  const t = useMessages(messages)
  const session = useSession()
  const settings = useServerSettings()
  const form = useApiForm<SessionResponse>({
    submit: async (values, signal) =>
      (await loadNetwork()).authApi.login(
        { email: values.email ?? '', password: values.password ?? '' },
        signal,
      ),
    onSuccess: (answer) => {
      startSession(session, answer)
      navigation.replaceWith(safeRedirect(redirect))
    },
  })
  return (
    <PageFrame>
      <div className={styles.screen}>
        {notice && <Notice tone="success">{notice}</Notice>}
        <UnguardedApiForm
          actor={form}
          submitLabel={t('login.submit')}
          aria-label={t('login.title')}
        >
          <TextField
            name="email"
            type="email"
            label={t('login.email')}
            autoComplete="username"
            inputMode="email"
            isRequired
          />
          <PasswordField
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            isRequired
          />
        </UnguardedApiForm>
        <ul className={styles.links}>
          <li>
            <Link href="/forget-password">{t('login.forgotPassword')}</Link>
          </li>
          {/* Offered only where the server has Google's client id: elsewhere it cannot work. */}
          {settings?.google_sign_in && (
            <li>
              <Link href={withQuery('/google/auth', { redirect })}>{t('login.google')}</Link>
            </li>
          )}
        </ul>
        <Text>
          {t('login.newHere')}{' '}
          <Link href={withQuery('/signup', { redirect })}>{t('login.createAccount')}</Link>
        </Text>
      </div>
    </PageFrame>
  )
}
