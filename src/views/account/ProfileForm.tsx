import { useState } from 'react'
import { accountFields } from '../../contract/constants'
import type { UserResource } from '../../contract/user'
import { Notice } from '../../design/Notice'
import { PasswordField } from '../../design/PasswordField'
import { TextField } from '../../design/TextField'
import { selectUser } from '../../machines/session'
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
              title: 'Profile saved',
              message: `We sent a link to ${updated.pending_email}: follow it to make it your address. Until then you sign in with ${updated.email}.`,
            }
          : { type: 'success', message: 'Your profile is saved.' },
      )
    },
  })
  if (!user) return null
  return (
    <>
      {user.pending_email && (
        <Notice tone="info">
          {`${user.pending_email} is waiting to be verified: follow the link we mailed to it. Until then you sign in with ${user.email}.`}
        </Notice>
      )}
      <ApiForm actor={form} submitLabel="Save profile" aria-label="Profile">
        <TextField
          name="name"
          label="Name"
          autoComplete="name"
          defaultValue={user.name}
          maxLength={accountFields.nameMaxLength}
          isRequired
        />
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          description="A new address becomes yours once you follow the link we mail to it."
          defaultValue={user.email}
          onChange={setEmail}
          maxLength={accountFields.emailMaxLength}
          isRequired
        />
        {emailChanging && (
          <PasswordField
            name="current_password"
            label="Current password"
            description="Needed to change your email address."
            autoComplete="current-password"
            maxLength={accountFields.passwordMaxLength}
            isRequired
          />
        )}
      </ApiForm>
    </>
  )
}
