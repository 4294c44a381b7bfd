import { accountFields } from '../../contract/constants'
import type { UserResource } from '../../contract/user'
import { TextField } from '../../design/TextField'
import { selectUser } from '../../machines/session'
import { useNotify } from '../../services/NotifyProvider'
import { authApi } from '../../services/session'
import { ApiForm } from '../auth/ApiForm'
import { useApiForm } from '../auth/useApiForm'
import { useSession, useSessionSelector } from '../session/useSession'

/** /my-account: the name and the email address (a new address is verified again). */
export function ProfileForm() {
  const session = useSession()
  const notify = useNotify()
  const user = useSessionSelector(selectUser)
  const form = useApiForm<UserResource>({
    submit: (values, signal) =>
      authApi.updateUser({ name: values.name ?? '', email: values.email ?? '' }, signal),
    onSuccess: (updated) => {
      const addressChanged = updated.email !== user?.email
      session.send({ type: 'session.userChanged', user: updated })
      notify.notify(
        addressChanged
          ? {
              type: 'info',
              title: 'Profile saved',
              message: `We sent a link to ${updated.email}: follow it to verify the new address.`,
            }
          : { type: 'success', message: 'Your profile is saved.' },
      )
    },
  })
  if (!user) return null
  return (
    <>
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
          description="A new address must be verified again before you use the team pages."
          defaultValue={user.email}
          maxLength={accountFields.emailMaxLength}
          isRequired
        />
      </ApiForm>
    </>
  )
}
