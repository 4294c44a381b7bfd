import { useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { accountFields } from '../../contract/constants'
import type { InvitationResource } from '../../contract/invitations'
import { invitableRoles } from '../../contract/team'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import messages, { type Key } from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { ApiForm } from '../auth/ApiForm'
import { useApiForm } from '../auth/useApiForm'
import * as listStyles from '../lists/lists.css'

type InvitableRole = (typeof invitableRoles)[number]

const roleDescriptions = {
  admin: 'invite.roleAdmin',
  editor: 'invite.roleEditor',
  viewer: 'invite.roleViewer',
} as const satisfies Record<InvitableRole, Key>
const sentMessages = {
  admin: 'invite.sentAdmin',
  editor: 'invite.sentEditor',
  viewer: 'invite.sentViewer',
} as const satisfies Record<InvitableRole, Key>
const [, defaultRole = 'viewer'] = invitableRoles

/** Invites someone by email with a role; the mail links to /team-invitations/{token}. */
export function InviteForm({ teamName }: { teamName: string }) {
  const t = useMessages(messages)
  const roleOptions = invitableRoles.map((role) => ({ id: role, name: t(roleDescriptions[role]) }))
  const router = useRouter()
  const notify = useNotify()
  const formRef = useRef<HTMLFormElement>(null)
  // A fresh form after each invitation, ready for the next address.
  const [generation, setGeneration] = useState(0)
  const form = useApiForm<InvitationResource>({
    submit: (values, signal) =>
      teamSettingsApi.invite(
        {
          email: values.email ?? '',
          role: (values.role ?? defaultRole) as InvitableRole,
        },
        signal,
      ),
    onSuccess: (invitation) => {
      notify.notify({
        type: 'success',
        message: t(sentMessages[invitation.role as InvitableRole], {
          email: invitation.email,
          team: teamName,
        }),
      })
      setGeneration((value) => value + 1)
      void router.invalidate()
    },
  })
  return (
    <section aria-labelledby="invite-title" className={listStyles.section}>
      <h2 id="invite-title" className={listStyles.sectionTitle}>
        {t('invite.title')}
      </h2>
      <ApiForm
        key={generation}
        actor={form}
        formRef={formRef}
        submitLabel={t('invite.submit')}
        aria-label={t('invite.title')}
      >
        <TextField
          name="email"
          type="email"
          label={t('invite.email')}
          autoComplete="off"
          inputMode="email"
          maxLength={accountFields.emailMaxLength}
          isRequired
        />
        <Select
          name="role"
          label={t('invite.role')}
          options={roleOptions}
          defaultSelectedKey={defaultRole}
          isRequired
        />
      </ApiForm>
    </section>
  )
}
