import { useRouter } from '@tanstack/react-router'
import type { InvitationList, InvitationResource } from '../../contract/invitations'
import { useConfirm } from '../../design/ConfirmDialog'
import { PushButton } from '../../design/PushButton'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { dataOrThrow } from '../lists/answers'
import { ListPager } from '../lists/ListPager'
import { LoadProblem } from '../lists/LoadProblem'
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
  return (
    <>
      {offers?.invite && current && <InviteForm teamName={current.team.name} />}
      <section aria-labelledby="invitations-title" className={listStyles.section}>
        <h2 id="invitations-title" className={listStyles.sectionTitle}>
          Invitations sent
        </h2>
        {!result.ok ? (
          <LoadProblem title="The invitations could not be loaded" result={result} />
        ) : result.data.data.length === 0 ? (
          <p className={listStyles.empty}>No invitations yet.</p>
        ) : (
          <>
            <div className={listStyles.tableScroller}>
              <table className={listStyles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={listStyles.headerCell}>
                      Email
                    </th>
                    <th scope="col" className={listStyles.headerCell}>
                      Role
                    </th>
                    <th scope="col" className={listStyles.headerCell}>
                      Status
                    </th>
                    <th scope="col" className={listStyles.headerCell}>
                      Invited by
                    </th>
                    <th scope="col" className={listStyles.headerCell}>
                      Expires
                    </th>
                    <th scope="col" className={listStyles.headerCell}>
                      <span className={listStyles.muted}>Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.data.map((invitation) => (
                    <tr key={invitation.id}>
                      <th scope="row" className={listStyles.cell}>
                        {invitation.email}
                      </th>
                      <td className={listStyles.cell}>{invitation.role}</td>
                      <td className={listStyles.cell}>{invitation.status}</td>
                      <td className={listStyles.cell}>{invitation.invited_by?.name ?? '—'}</td>
                      <td className={listStyles.cell}>
                        {invitation.status === 'accepted' ? '—' : dateText(invitation.expires_at)}
                      </td>
                      <td className={listStyles.cell}>
                        <div className={listStyles.actions}>
                          {offers?.revokeInvitation(invitation) && (
                            <PushButton
                              size="s"
                              theme="dangerOutline"
                              aria-label={`Revoke the invitation of ${invitation.email}`}
                              onPress={() => revoke(invitation)}
                            >
                              Revoke
                            </PushButton>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPager meta={result.data.meta} label="Invitation pages" />
          </>
        )}
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
