import { useState } from 'react'
import { accountFields } from '../../contract/constants'
import type { UserResource } from '../../contract/user'
import { PasswordField } from '../../design/PasswordField'
import messages from '../../messages/account/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { authApi } from '../../services/session'
import { ApiForm } from '../auth/ApiForm'
import { NewPasswordFields } from '../auth/NewPasswordFields'
import { useApiForm } from '../auth/useApiForm'
import { useSession } from '../session/useSession'

/** /my-account/password: the current password, then the new one twice. */
export function PasswordForm() {
  const t = useMessages(messages)
  const session = useSession()
  const notify = useNotify()
  // A new form after each change, so no password stays in a field.
  const [generation, setGeneration] = useState(0)
  const form = useApiForm<UserResource>({
    submit: (values, signal) =>
      authApi.updateUser(
        {
          current_password: values.current_password ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
        signal,
      ),
    onSuccess: (updated) => {
      session.send({ type: 'session.userChanged', user: updated })
      notify.notify({ type: 'success', message: t('password.changed') })
      setGeneration((value) => value + 1)
    },
  })
  return (
    <ApiForm
      key={generation}
      actor={form}
      submitLabel={t('password.submit')}
      aria-label={t('password.title')}
    >
      <PasswordField
        name="current_password"
        label={t('password.current')}
        autoComplete="current-password"
        maxLength={accountFields.passwordMaxLength}
        isRequired
      />
      <NewPasswordFields kind="new" />
    </ApiForm>
  )
}
