import { useState } from 'react'
import { accountFields } from '../../contract/constants'
import type { UserResource } from '../../contract/user'
import { Notice } from '../../design/Notice'
import { PasswordField } from '../../design/PasswordField'
import { TextField } from '../../design/TextField'
import { selectUser } from '../../machines/session'
import messages from '../../messages/account/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { authApi } from '../../services/session'
import { ApiForm } from '../auth/ApiForm'
import { useApiForm } from '../auth/useApiForm'
import { useSession, useSessionSelector } from '../session/useSession'

/**
 * /my-account: the name and the email address. A new address asks for the current password and
 * waits, pending, until the link mailed to it is followed; the current one signs in until then.
 */
export function ProfileForm() {
  const t = useMessages(messages)
  const session = useSession()
  const notify = useNotify()
  const user = useSessionSelector(selectUser)
  const [email, setEmail] = useState(user?.email ?? '')
  const emailChanging = !!user && email.trim().toLowerCase() !== user.email.toLowerCase()
  const form = useApiForm<UserResource>({
    submit: (values, signal) =>
      authApi.updateUser(
        {
          name: values.name ?? '',
          email: values.email ?? '',
          ...(values.current_password ? { current_password: values.current_password } : {}),
        },
        signal,
      ),
    onSuccess: (updated) => {
      session.send({ type: 'session.userChanged', user: updated })
      notify.notify(
        updated.pending_email && emailChanging
          ? {
              type: 'info',
              title: t('profile.savedTitle'),
              message: t('profile.linkSent', {
                pending: updated.pending_email,
                email: updated.email,
              }),
            }
          : { type: 'success', message: t('profile.saved') },
      )
    },
  })
  if (!user) return null
  return (
    <>
      {user.pending_email && (
        <Notice tone="info">
          {t('profile.pending', { pending: user.pending_email, email: user.email })}
        </Notice>
      )}
      <ApiForm actor={form} submitLabel={t('profile.submit')} aria-label={t('profile.title')}>
        <TextField
          name="name"
          label={t('profile.name')}
          autoComplete="name"
          defaultValue={user.name}
          maxLength={accountFields.nameMaxLength}
          isRequired
        />
        <TextField
          name="email"
          type="email"
          label={t('profile.email')}
          autoComplete="email"
          inputMode="email"
          description={t('profile.emailHint')}
          defaultValue={user.email}
          onChange={setEmail}
          maxLength={accountFields.emailMaxLength}
          isRequired
        />
        {emailChanging && (
          <PasswordField
            name="current_password"
            label={t('profile.currentPassword')}
            description={t('profile.currentPasswordHint')}
            autoComplete="current-password"
            maxLength={accountFields.passwordMaxLength}
            isRequired
          />
        )}
      </ApiForm>
    </>
  )
}
