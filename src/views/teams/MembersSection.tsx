import { useRouter } from '@tanstack/react-router'
import type { MemberList, MemberResource } from '../../contract/members'
import { dataOrThrow, failureMessage } from '../../contract/result'
import type { TeamRole } from '../../contract/team'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { type ListColumn, ListPage, ListTable, RowActions } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { useDateText } from '../lists/useDateText'
import { useSession } from '../session/useSession'
import { RoleSelect } from './RoleSelect'
import { useTeamOffers } from './useTeamOffers'

/** /my-account/team-settings/members: who is in the team, their roles, and removing them. */
export function MembersSection({ result }: { result: ApiResult<MemberList> }) {
  const current = useTeamOffers()
  const dateText = useDateText()
  const changeRole = useRoleChange(current?.userId ?? null)
  const removeMember = useMemberRemoval()
  const offers = current?.offers
  const columns: ListColumn<MemberResource>[] = [
    {
      header: 'Name',
      namesRow: true,
      cell: (member) => (
        <>
          {member.name}
          {member.id === current?.userId && <span className={listStyles.muted}> (you)</span>}
        </>
      ),
    },
    { header: 'Email', cell: (member) => member.email },
    {
      header: 'Role',
      cell: (member) =>
        offers?.changeRole(member) ? (
          <RoleSelect
            label={`Role of ${member.name}`}
            role={member.role}
            roles={offers.rolesToGive}
            onChange={(role) => changeRole(member, role)}
          />
        ) : (
          member.role
        ),
    },
    { header: 'Joined', cell: (member) => dateText(member.joined_at) },
    {
      header: 'Actions',
      quietHeader: true,
      cell: (member) => (
        <RowActions>
          {offers?.removeMember(member) && (
            <Button
              size="s"
              tone="danger"
              aria-label={`Remove ${member.name}`}
              onPress={() => removeMember(member)}
            >
              Remove
            </Button>
          )}
        </RowActions>
      ),
    },
  ]
  return (
    <div className={listStyles.section}>
      <ListPage
        result={result}
        problemTitle="The members could not be loaded"
        empty="This team has no members."
        pagerLabel="Member pages"
      >
        {(members, meta) => (
          <ListTable
            rows={members}
            columns={columns}
            rowKey={(member) => member.id}
            caption={meta.total === 1 ? '1 member' : `${meta.total} members`}
          />
        )}
      </ListPage>
    </div>
  )
}

/** Changes a role; giving `owner` hands the ownership over, which is asked first. */
function useRoleChange(userId: string | null) {
  const router = useRouter()
  const session = useSession()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (member: MemberResource, role: TeamRole) => {
    if (role === 'owner') {
      const handedOver = await confirm({
        title: `Make ${member.name} the owner?`,
        message:
          'The team will be theirs: only they can delete it or hand it over again. You stay on as an admin.',
        confirmLabel: 'Make owner',
        type: 'warning',
        action: async (signal) =>
          dataOrThrow(await teamSettingsApi.changeRole(member.id, { role }, signal)),
      })
      if (!handedOver) return
      notify.notify({ type: 'success', message: `${member.name} owns the team now.` })
    } else {
      const answer = await teamSettingsApi.changeRole(member.id, { role })
      if (!answer.ok) {
        notify.notify({
          type: 'danger',
          title: 'The role was not changed',
          message: failureMessage(answer),
        })
        return
      }
      notify.notify({
        type: 'success',
        message: `${member.name} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`,
      })
    }
    // Handing over the ownership, or changing one's own role, changes what the caller may do.
    if (role === 'owner' || member.id === userId) session.send({ type: 'session.reload' })
    await router.invalidate()
  }
}

function useMemberRemoval() {
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (member: MemberResource) => {
    const removed = await confirm({
      title: `Remove ${member.name}?`,
      message: `${member.name} (${member.email}) will no longer see this team, and their API tokens for it are deleted.`,
      confirmLabel: 'Remove member',
      action: async (signal) => dataOrThrow(await teamSettingsApi.removeMember(member.id, signal)),
    })
    if (!removed) return
    notify.notify({ type: 'success', message: `${member.name} was removed from the team.` })
    await router.invalidate()
  }
}
