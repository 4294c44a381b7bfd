import { useNavigate, useSearch } from '@tanstack/react-router'
import type { SessionResponse } from '../../contract/auth'
import { accountFields } from '../../contract/constants'
import { Link } from '../../design/Link'
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
import { NewPasswordFields } from './NewPasswordFields'
import { useApiForm } from './useApiForm'

/**
 * /signup: name, email and a new password (twice). The new account is signed in and asked to
 * verify its address, unless it came from somewhere to return to (an invitation).
 */
export function SignupScreen() {
  const t = useMessages(messages)
  const session = useSession()
  const navigate = useNavigate()
  const { redirect, email } = useSearch({ from: '/_blank/_guest/signup' })
  const form = useApiForm<SessionResponse>({
    submit: (values, signal) =>
      authApi.register(
        {
          name: values.name ?? '',
          email: values.email ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
        signal,
      ),
    onSuccess: (answer) => {
      startSession(session, answer)
      const target = safeRedirect(redirect)
      void navigate({ href: target === '/' ? '/verify-email' : target, replace: true })
    },
  })
  return (
    <PageFrame>
      <div className={styles.screen}>
        <ApiForm
          actor={form}
          submitLabel={t('signup.submit')}
          aria-label={t('signup.title')}
          guardsUnsaved={false}
        >
          <TextField
            name="name"
            label={t('signup.name')}
            autoComplete="name"
            maxLength={accountFields.nameMaxLength}
            isRequired
          />
          <TextField
            name="email"
            type="email"
            label={t('signup.email')}
            autoComplete="email"
            inputMode="email"
            defaultValue={email}
            maxLength={accountFields.emailMaxLength}
            isRequired
          />
          <NewPasswordFields kind="first" />
        </ApiForm>
        <Text>
          {t('signup.haveAccount')}{' '}
          <Link href={withQuery('/login', { redirect })}>{t('signup.signIn')}</Link>
        </Text>
      </div>
    </PageFrame>
  )
}
