import { useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import type { SessionResponse } from '../../contract/auth'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { PasswordField } from '../../design/PasswordField'
import { Text } from '../../design/Text'
import { TextField } from '../../design/TextField'
import messages from '../../messages/auth/catalogue'
import { useMessages } from '../../messages/useMessages'
import { authApi, startSession } from '../../services/session'
import { PageFrame } from '../frame/PageFrame'
import { safeRedirect } from '../guards'
import { useSession } from '../session/useSession'
import { ApiForm } from './ApiForm'
import * as styles from './AuthLinks.css'
import { withQuery } from './hrefs'
import { useApiForm } from './useApiForm'
import { useServerSettings } from './useServerSettings'

/** /login: email and password; afterwards the page first asked for (or the dashboard). */
export function LoginScreen() {
  const t = useMessages(messages)
  const session = useSession()
  const navigate = useNavigate()
  const { redirect } = useSearch({ from: '/_blank/_guest/login' })
  const settings = useServerSettings()
  const notice = useLocation({ select: (location) => location.state.signInNotice })
  const form = useApiForm<SessionResponse>({
    submit: (values, signal) =>
      authApi.login({ email: values.email ?? '', password: values.password ?? '' }, signal),
    onSuccess: (answer) => {
      startSession(session, answer)
      void navigate({ href: safeRedirect(redirect), replace: true })
    },
  })
  return (
    <PageFrame>
      <div className={styles.screen}>
        {notice && <Notice tone="success">{notice}</Notice>}
        <ApiForm
          actor={form}
          submitLabel={t('login.submit')}
          aria-label={t('login.title')}
          guardsUnsaved={false}
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
        </ApiForm>
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
