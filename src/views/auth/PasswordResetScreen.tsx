import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { Link } from '../../design/Link'
import { TextField } from '../../design/TextField'
import messages from '../../messages/auth/catalogue'
import { useMessages } from '../../messages/useMessages'
import { authApi } from '../../services/session'
import { PageFrame } from '../frame/PageFrame'
import { ApiForm } from './ApiForm'
import * as styles from './AuthLinks.css'
import { NewPasswordFields } from './NewPasswordFields'
import { useApiForm } from './useApiForm'

/** /password-reset/{token}?email=: a new password with the mailed token; then sign in. */
export function PasswordResetScreen() {
  const t = useMessages(messages)
  const navigate = useNavigate()
  const { _splat: token } = useParams({ from: '/_blank/_guest/password-reset/$' })
  const { email } = useSearch({ from: '/_blank/_guest/password-reset/$' })
  const form = useApiForm<{ message: string }>({
    submit: (values, signal) =>
      authApi.resetPassword(
        {
          token: token.replace(/\/$/, ''),
          email: values.email ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
        signal,
      ),
    onSuccess: (answer) => {
      void navigate({ to: '/login', replace: true, state: { signInNotice: answer.message } })
    },
  })
  return (
    <PageFrame subject={null}>
      <div className={styles.screen}>
        <ApiForm
          guardsUnsaved={false}
          actor={form}
          submitLabel={t('passwordReset.submit')}
          aria-label={t('passwordReset.title')}
        >
          <TextField
            name="email"
            type="email"
            label={t('passwordReset.email')}
            autoComplete="username"
            inputMode="email"
            defaultValue={email}
            isRequired
          />
          <NewPasswordFields kind="new" />
        </ApiForm>
        <Link href="/forget-password">{t('passwordReset.newLink')}</Link>
      </div>
    </PageFrame>
  )
}
