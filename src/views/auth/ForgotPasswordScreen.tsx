import { useSelector } from '@xstate/react'
import type { MessageResponse } from '../../contract/errors'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { TextField } from '../../design/TextField'
import { selectHasSucceeded } from '../../machines/form'
import { authApi } from '../../services/session'
import { PageFrame } from '../frame/PageFrame'
import { ApiForm } from './ApiForm'
import * as styles from './AuthLinks.css'
import { useApiForm } from './useApiForm'

/** /forget-password: asks for a reset link; the answer never says whether the address exists. */
export function ForgotPasswordScreen() {
  const form = useApiForm<MessageResponse>({
    submit: (values, signal) => authApi.forgotPassword({ email: values.email ?? '' }, signal),
    onSuccess: () => {},
  })
  const sent = useSelector(form, selectHasSucceeded)
  return (
    <PageFrame>
      <div className={styles.screen}>
        {sent && (
          <Notice tone="success" title="Check your email">
            If that address has an account, a link to choose a new password is on its way. It works
            once, for an hour.
          </Notice>
        )}
        <ApiForm
          actor={form}
          submitLabel={sent ? 'Send another link' : 'Send reset link'}
          aria-label="Ask for a password reset link"
        >
          <TextField
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            inputMode="email"
            isRequired
          />
        </ApiForm>
        <Link href="/login">Back to sign in</Link>
      </div>
    </PageFrame>
  )
}
