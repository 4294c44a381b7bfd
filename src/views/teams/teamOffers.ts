import type { InvitationResource } from '../../contract/invitations'
import type { MemberResource } from '../../contract/members'
import { roleCan } from '../../contract/permissions'
import type { TeamRole } from '../../contract/team'
import { invitableRoles } from '../../contract/team-values'

/** The current team as the offers need it: the caller's role there, and whether it is personal. */
export interface TeamStanding {
  role: TeamRole
  personal: boolean
  /** The caller's user id: their own row is left, not removed. */
  userId: string
}

/**
 * What the team screens offer a role: the permission table (src/contract/permissions.ts, the
 * one the server enforces) and the server's fixed rules (the owner neither leaves nor is
 * removed nor demoted; a personal team is neither deleted nor handed over).
 */
export function teamOffers({ role, personal, userId }: TeamStanding) {
  const canTransfer = roleCan(role, 'ownership.transfer') && !personal
  return {
    rename: roleCan(role, 'team.update'),
    deleteTeam: roleCan(role, 'team.delete') && !personal,
    leave: role !== 'owner',
    viewInvitations: roleCan(role, 'invitations.view'),
    invite: roleCan(role, 'invitations.create'),
    createToken: roleCan(role, 'tokens.create'),
    revokeInvitation: (invitation: Pick<InvitationResource, 'status'>) =>
      roleCan(role, 'invitations.revoke') && invitation.status === 'pending',
    changeRole: (member: Pick<MemberResource, 'role'>) =>
      roleCan(role, 'members.update') && member.role !== 'owner',
    /** The roles a member may be given; `owner` hands the ownership over. */
    rolesToGive: (canTransfer ? ['owner', ...invitableRoles] : [...invitableRoles]) as TeamRole[],
    removeMember: (member: Pick<MemberResource, 'id' | 'role'>) =>
      roleCan(role, 'members.remove') && member.role !== 'owner' && member.id !== userId,
  }
}

export type TeamOffers = ReturnType<typeof teamOffers>
