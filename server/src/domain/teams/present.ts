import type { ApiTokenResource } from '../../../../src/contract/api-tokens'
import type { InvitationResource, InvitationStatus } from '../../../../src/contract/invitations'
import type { MemberResource } from '../../../../src/contract/members'
import type { TeamResource, TeamRole } from '../../../../src/contract/team'
import type { apiTokens, teamInvitations, teams } from '../../db/schema'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export type TeamRow = typeof teams.$inferSelect
export type InvitationRow = typeof teamInvitations.$inferSelect
export type ApiTokenRow = typeof apiTokens.$inferSelect

export interface TeamView {
  team: TeamRow
  owner: { id: string; name: string; email: string }
  role: TeamRole
  memberCount: number
}

export function presentTeam({ team, owner, role, memberCount }: TeamView): TeamResource {
  return {
    id: team.id,
    name: team.name,
    personal: team.personal,
    owner,
    role,
    member_count: memberCount,
    created_at: team.createdAt.toISOString(),
    updated_at: team.updatedAt.toISOString(),
  }
}

export interface MemberView {
  id: string
  name: string
  email: string
  role: TeamRole
  joinedAt: Date
}

export function presentMember(member: MemberView): MemberResource {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
  }
}

export function invitationStatusOf(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted'
  return row.expiresAt <= now ? 'expired' : 'pending'
}

export function presentInvitation(
  row: InvitationRow & { inviterName: string | null },
  now: Date,
): InvitationResource {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: invitationStatusOf(row, now),
    invited_by:
      row.invitedBy && row.inviterName !== null
        ? { id: row.invitedBy, name: row.inviterName }
        : null,
    expires_at: row.expiresAt.toISOString(),
    accepted_at: iso(row.acceptedAt),
    created_at: row.createdAt.toISOString(),
  }
}

export function presentApiToken(row: ApiTokenRow): ApiTokenResource {
  return {
    id: row.id,
    name: row.name,
    abilities: row.abilities,
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
    created_at: row.createdAt.toISOString(),
  }
}
