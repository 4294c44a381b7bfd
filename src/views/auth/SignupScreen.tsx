import type { SessionResponse } from '../../contract/auth'
import { accountFields } from '../../contract/signInConstants'
import { Link } from '../../design/Link'
import { Text } from '../../design/Text'
import { TextField } from '../../design/TextField'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { loadNetwork } from '../../services/network'
import { startSession } from '../../services/sessionCore'
import { PageFrame } from '../frame/PageFrame'
import { safeRedirect } from '../guardDecision'
import { useSession } from '../session/useSession'
import * as styles from './AuthLinks.css'
import type { AuthNavigation } from './authNavigation'
import { withQuery } from './hrefs'
import { NewPasswordFields } from './NewPasswordFields'
import { UnguardedApiForm } from './UnguardedApiForm'
import { useApiForm } from './useApiForm'

/**
 * /signup: name, email and a new password (twice). The new account is signed in and asked to
 * verify its address, unless it came from somewhere to return to (an invitation).
 */
export function SignupScreen({
  redirect,
  email,
  navigation,
}: {
  redirect?: string
  /** An invitation's address, filled in. */
  email?: string
  navigation: AuthNavigation
}) {
  const t = useMessages(messages)
  const session = useSession()
  const form = useApiForm<SessionResponse>({
    submit: async (values, signal) =>
      (await loadNetwork()).authApi.register(
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
      navigation.replaceWith(target === '/' ? '/verify-email' : target)
    },
  })
  return (
    <PageFrame>
      <div className={styles.screen}>
        <UnguardedApiForm
          actor={form}
          submitLabel={t('signup.submit')}
          aria-label={t('signup.title')}
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
        </UnguardedApiForm>
        <Text>
          {t('signup.haveAccount')}{' '}
          <Link href={withQuery('/login', { redirect })}>{t('signup.signIn')}</Link>
        </Text>
      </div>
    </PageFrame>
  )
}
