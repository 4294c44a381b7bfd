import { useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { accountFields } from '../../contract/constants'
import type { InvitationResource } from '../../contract/invitations'
import { invitableRoles } from '../../contract/team'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { ApiForm } from '../auth/ApiForm'
import { useApiForm } from '../auth/useApiForm'
import * as listStyles from '../lists/lists.css'

const roleDescriptions: Record<(typeof invitableRoles)[number], string> = {
  admin: 'Admin: everything but deleting or handing over the team',
  editor: 'Editor: creates, edits and sends; no members or billing',
  viewer: 'Viewer: reads only',
}
const roleOptions = invitableRoles.map((role) => ({ id: role, name: roleDescriptions[role] }))
const [, defaultRole = 'viewer'] = invitableRoles

/** Invites someone by email with a role; the mail links to /team-invitations/{token}. */
export function InviteForm({ teamName }: { teamName: string }) {
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
          role: (values.role ?? defaultRole) as (typeof invitableRoles)[number],
        },
        signal,
      ),
    onSuccess: (invitation) => {
      notify.notify({
        type: 'success',
        message: `${invitation.email} is invited to ${teamName} as ${invitation.role}.`,
      })
      setGeneration((value) => value + 1)
      void router.invalidate()
    },
  })
  return (
    <section aria-labelledby="invite-title" className={listStyles.section}>
      <h2 id="invite-title" className={listStyles.sectionTitle}>
        Invite someone
      </h2>
      <ApiForm
        key={generation}
        actor={form}
        formRef={formRef}
        submitLabel="Send invitation"
        aria-label="Invite someone"
      >
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="off"
          inputMode="email"
          maxLength={accountFields.emailMaxLength}
          isRequired
        />
        <Select
          name="role"
          label="Role"
          options={roleOptions}
          defaultSelectedKey={defaultRole}
          isRequired
        />
      </ApiForm>
    </section>
  )
}
