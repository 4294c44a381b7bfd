import { useRouter } from '@tanstack/react-router'
import type { InvitationList, InvitationResource } from '../../contract/invitations'
import { dataOrThrow } from '../../contract/result'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { type ListColumn, ListPage, ListTable, RowActions } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { useDateText } from '../lists/useDateText'
import { InviteForm } from './InviteForm'
import { useTeamNames } from './roleNames'
import { useTeamOffers } from './useTeamOffers'

/** /my-account/team-settings/invitations: inviting people, and the invitations sent. */
export function InvitationsSection({ result }: { result: ApiResult<InvitationList> }) {
  const t = useMessages(messages)
  const names = useTeamNames()
  const current = useTeamOffers()
  const revoke = useInvitationRevocation()
  const dateText = useDateText()
  const offers = current?.offers
  const columns: ListColumn<InvitationResource>[] = [
    { header: t('invitations.email'), namesRow: true, cell: (invitation) => invitation.email },
    { header: t('invitations.role'), cell: (invitation) => names.role(invitation.role) },
    { header: t('invitations.status'), cell: (invitation) => names.status(invitation.status) },
    {
      header: t('invitations.invitedBy'),
      cell: (invitation) => invitation.invited_by?.name ?? '—',
    },
    {
      header: t('invitations.expires'),
      cell: (invitation) =>
        invitation.status === 'accepted' ? '—' : dateText(invitation.expires_at),
    },
    {
      header: t('invitations.actions'),
      quietHeader: true,
      cell: (invitation) => (
        <RowActions>
          {offers?.revokeInvitation(invitation) && (
            <Button
              size="s"
              tone="danger"
              aria-label={t('invitations.revokeLabel', { email: invitation.email })}
              onPress={() => revoke(invitation)}
            >
              {t('invitations.revoke')}
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
          {t('invitations.title')}
        </h2>
        <ListPage
          result={result}
          problemTitle={t('invitations.loadFailed')}
          empty={t('invitations.empty')}
          pagerLabel={t('invitations.pages')}
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
  const t = useMessages(messages)
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (invitation: InvitationResource) => {
    const revoked = await confirm({
      title: t('invitations.revokeTitle'),
      message: t('invitations.revokeMessage', { email: invitation.email }),
      confirmLabel: t('invitations.revokeConfirm'),
      action: async (signal) =>
        dataOrThrow(await teamSettingsApi.revokeInvitation(invitation.id, signal)),
    })
    if (!revoked) return
    notify.notify({
      type: 'success',
      message: t('invitations.revoked', { email: invitation.email }),
    })
    await router.invalidate()
  }
}
