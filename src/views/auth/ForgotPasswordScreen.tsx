import { useSelector } from '@xstate/react'
import type { MessageResponse } from '../../contract/errors'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { TextField } from '../../design/TextField'
import { selectHasSucceeded } from '../../machines/form'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { loadNetwork } from '../../services/network'
import { PageFrame } from '../frame/PageFrame'
import * as styles from './AuthLinks.css'
import { UnguardedApiForm } from './UnguardedApiForm'
import { useApiForm } from './useApiForm'

/** /forget-password: asks for a reset link; the answer never says whether the address exists. */
export function ForgotPasswordScreen() {
  const t = useMessages(messages)
  const form = useApiForm<MessageResponse>({
    submit: async (values, signal) =>
      (await loadNetwork()).authApi.forgotPassword({ email: values.email ?? '' }, signal),
    onSuccess: () => {},
  })
  const sent = useSelector(form, selectHasSucceeded)
  return (
    <PageFrame>
      <div className={styles.screen}>
        {sent && (
          <Notice tone="success" title={t('forgotPassword.sentTitle')}>
            {t('forgotPassword.sentBody')}
          </Notice>
        )}
        <UnguardedApiForm
          actor={form}
          submitLabel={sent ? t('forgotPassword.submitAgain') : t('forgotPassword.submit')}
          aria-label={t('forgotPassword.title')}
        >
          <TextField
            name="email"
            type="email"
            label={t('forgotPassword.email')}
            autoComplete="email"
            inputMode="email"
            isRequired
          />
        </UnguardedApiForm>
        <Link href="/login">{t('forgotPassword.backToLogin')}</Link>
      </div>
    </PageFrame>
  )
}
