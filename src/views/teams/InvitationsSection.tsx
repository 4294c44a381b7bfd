import { useRouter } from '@tanstack/react-router'
import type { InvitationList, InvitationResource } from '../../contract/invitations'
import { dataOrThrow } from '../../contract/result'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { type ListColumn, ListPage, ListTable, RowActions } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { useDateText } from '../lists/useDateText'
import { InviteForm } from './InviteForm'
import { useTeamOffers } from './useTeamOffers'

/** /my-account/team-settings/invitations: inviting people, and the invitations sent. */
export function InvitationsSection({ result }: { result: ApiResult<InvitationList> }) {
  const current = useTeamOffers()
  const revoke = useInvitationRevocation()
  const dateText = useDateText()
  const offers = current?.offers
  const columns: ListColumn<InvitationResource>[] = [
    { header: 'Email', namesRow: true, cell: (invitation) => invitation.email },
    { header: 'Role', cell: (invitation) => invitation.role },
    { header: 'Status', cell: (invitation) => invitation.status },
    { header: 'Invited by', cell: (invitation) => invitation.invited_by?.name ?? '—' },
    {
      header: 'Expires',
      cell: (invitation) =>
        invitation.status === 'accepted' ? '—' : dateText(invitation.expires_at),
    },
    {
      header: 'Actions',
      quietHeader: true,
      cell: (invitation) => (
        <RowActions>
          {offers?.revokeInvitation(invitation) && (
            <Button
              size="s"
              tone="danger"
              aria-label={`Revoke the invitation of ${invitation.email}`}
              onPress={() => revoke(invitation)}
            >
              Revoke
            </Button>
          )}
        </RowActions>
      ),
    },
  ]
  return (
    <>
      {offers?.invite && current && <InviteForm teamName={current.team.name} />}
      <section aria-labelledby="invitations-title" className={listStyles.section}>
        <h2 id="invitations-title" className={listStyles.sectionTitle}>
          Invitations sent
        </h2>
        <ListPage
          result={result}
          problemTitle="The invitations could not be loaded"
          empty="No invitations yet."
          pagerLabel="Invitation pages"
        >
          {(invitations) => (
            <ListTable
              rows={invitations}
              columns={columns}
              rowKey={(invitation) => invitation.id}
            />
          )}
        </ListPage>
      </section>
    </>
  )
}

function useInvitationRevocation() {
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (invitation: InvitationResource) => {
    const revoked = await confirm({
      title: 'Revoke the invitation?',
      message: `The link sent to ${invitation.email} will no longer work. You can invite them again later.`,
      confirmLabel: 'Revoke invitation',
      action: async (signal) =>
        dataOrThrow(await teamSettingsApi.revokeInvitation(invitation.id, signal)),
    })
    if (!revoked) return
    notify.notify({ type: 'success', message: `The invitation of ${invitation.email} is revoked.` })
    await router.invalidate()
  }
}
