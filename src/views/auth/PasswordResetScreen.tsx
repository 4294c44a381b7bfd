import { Link } from '../../design/Link'
import { TextField } from '../../design/TextField'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { loadNetwork } from '../../services/network'
import { PageFrame } from '../frame/PageFrame'
import * as styles from './AuthLinks.css'
import type { AuthNavigation } from './authNavigation'
import { NewPasswordFields } from './NewPasswordFields'
import { UnguardedApiForm } from './UnguardedApiForm'
import { useApiForm } from './useApiForm'

/** /password-reset/{token}?email=: a new password with the mailed token; then sign in. */
export function PasswordResetScreen({
  token,
  email,
  navigation,
}: {
  /** The mailed token: the rest of the path. */
  token: string
  email?: string
  navigation: AuthNavigation
}) {
  const t = useMessages(messages)
  const form = useApiForm<{ message: string }>({
    submit: async (values, signal) =>
      (await loadNetwork()).authApi.resetPassword(
        {
          token: token.replace(/\/$/, ''),
          email: values.email ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
        signal,
      ),
    onSuccess: (answer) => {
      navigation.replaceWith('/login', { signInNotice: answer.message })
    },
  })
  return (
    <PageFrame subject={null}>
      <div className={styles.screen}>
        <UnguardedApiForm
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
        </UnguardedApiForm>
        <Link href="/forget-password">{t('passwordReset.newLink')}</Link>
      </div>
    </PageFrame>
  )
}
