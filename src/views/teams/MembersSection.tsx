import { useRouter } from '@tanstack/react-router'
import type { MemberList, MemberResource } from '../../contract/members'
import { dataOrThrow, failureMessage } from '../../contract/result'
import type { TeamRole } from '../../contract/team'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import messages, { type Key } from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { type ListColumn, ListPage, ListTable, RowActions } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { useDateText } from '../lists/useDateText'
import { useSession } from '../session/useSession'
import { RoleSelect } from './RoleSelect'
import { useTeamNames } from './roleNames'
import { useTeamOffers } from './useTeamOffers'

/** /my-account/team-settings/members: who is in the team, their roles, and removing them. */
export function MembersSection({ result }: { result: ApiResult<MemberList> }) {
  const t = useMessages(messages)
  const names = useTeamNames()
  const current = useTeamOffers()
  const dateText = useDateText()
  const changeRole = useRoleChange(current?.userId ?? null)
  const removeMember = useMemberRemoval()
  const offers = current?.offers
  const columns: ListColumn<MemberResource>[] = [
    {
      header: t('members.name'),
      namesRow: true,
      cell: (member) => (
        <>
          {member.name}
          {member.id === current?.userId && (
            <span className={listStyles.muted}> {t('members.you')}</span>
          )}
        </>
      ),
    },
    { header: t('members.email'), cell: (member) => member.email },
    {
      header: t('members.role'),
      cell: (member) =>
        offers?.changeRole(member) ? (
          <RoleSelect
            label={t('members.roleOf', { name: member.name })}
            role={member.role}
            roles={offers.rolesToGive}
            onChange={(role) => changeRole(member, role)}
          />
        ) : (
          names.role(member.role)
        ),
    },
    { header: t('members.joined'), cell: (member) => dateText(member.joined_at) },
    {
      header: t('members.actions'),
      quietHeader: true,
      cell: (member) => (
        <RowActions>
          {offers?.removeMember(member) && (
            <Button
              size="s"
              tone="danger"
              aria-label={t('members.removeLabel', { name: member.name })}
              onPress={() => removeMember(member)}
            >
              {t('members.remove')}
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
        problemTitle={t('members.loadFailed')}
        empty={t('members.empty')}
        pagerLabel={t('members.pages')}
      >
        {(members, meta) => (
          <ListTable
            rows={members}
            columns={columns}
            rowKey={(member) => member.id}
            caption={t('members.count', { count: meta.total })}
          />
        )}
      </ListPage>
    </div>
  )
}

/** What is said once a member is given a role other than `owner` (which is handed over). */
const roleChangedMessages = {
  admin: 'members.nowAdmin',
  editor: 'members.nowEditor',
  viewer: 'members.nowViewer',
} as const satisfies Record<Exclude<TeamRole, 'owner'>, Key>

/** Changes a role; giving `owner` hands the ownership over, which is asked first. */
function useRoleChange(userId: string | null) {
  const t = useMessages(messages)
  const router = useRouter()
  const session = useSession()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (member: MemberResource, role: TeamRole) => {
    if (role === 'owner') {
      const handedOver = await confirm({
        title: t('members.handOverTitle', { name: member.name }),
        message: t('members.handOverMessage'),
        confirmLabel: t('members.handOverConfirm'),
        type: 'warning',
        action: async (signal) =>
          dataOrThrow(await teamSettingsApi.changeRole(member.id, { role }, signal)),
      })
      if (!handedOver) return
      notify.notify({
        type: 'success',
        message: t('members.handedOver', { name: member.name }),
      })
    } else {
      const answer = await teamSettingsApi.changeRole(member.id, { role })
      if (!answer.ok) {
        notify.notify({
          type: 'danger',
          title: t('members.roleNotChanged'),
          message: failureMessage(answer),
        })
        return
      }
      notify.notify({
        type: 'success',
        message: t(roleChangedMessages[role], { name: member.name }),
      })
    }
    // Handing over the ownership, or changing one's own role, changes what the caller may do.
    if (role === 'owner' || member.id === userId) session.send({ type: 'session.reload' })
    await router.invalidate()
  }
}

function useMemberRemoval() {
  const t = useMessages(messages)
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async (member: MemberResource) => {
    const removed = await confirm({
      title: t('members.removeTitle', { name: member.name }),
      message: t('members.removeMessage', { name: member.name, email: member.email }),
      confirmLabel: t('members.removeConfirm'),
      action: async (signal) => dataOrThrow(await teamSettingsApi.removeMember(member.id, signal)),
    })
    if (!removed) return
    notify.notify({ type: 'success', message: t('members.removed', { name: member.name }) })
    await router.invalidate()
  }
}
