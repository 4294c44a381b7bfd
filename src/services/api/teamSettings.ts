import type { MessageResponse } from '../../contract/errors'
import type {
  CreateInvitationRequest,
  InvitationList,
  InvitationResource,
} from '../../contract/invitations'
import type { MemberList, MemberResource, UpdateMemberRequest } from '../../contract/members'
import { teamPaths } from '../../contract/routes'
import type { TeamList, TeamRequest, TeamResource } from '../../contract/team'
import type { UserResource } from '../../contract/user'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

/** A page of a list: `page` from 1, `per_page` up to the list contract's maximum. */
export interface PageQuery {
  page?: number
  per_page?: number
}

/**
 * The team calls of the team switcher and the team settings (spec §7 Teams): the user's teams,
 * the switch, and the current team's name, members and invitations.
 */
export function createTeamSettingsApi(api: HttpClient) {
  const { v1 } = api
  return {
    teams: (query: PageQuery & { sort?: string }, signal?: AbortSignal) =>
      v1.get<TeamList>(teamPaths.teams, { query: { ...query }, signal }),
    createTeam: (body: TeamRequest, signal?: AbortSignal) =>
      v1.post<TeamResource>(teamPaths.teams, body, { signal }),
    /** Answers the user, now working in the team. */
    switchTeam: (teamId: string, signal?: AbortSignal) =>
      v1.post<UserResource>(teamPaths.switch, { team_id: teamId }, { signal }),
    team: (id: string, signal?: AbortSignal) =>
      v1.get<TeamResource>(fillPath(teamPaths.team, { id }), { signal }),
    renameTeam: (id: string, body: TeamRequest, signal?: AbortSignal) =>
      v1.put<TeamResource>(fillPath(teamPaths.team, { id }), body, { signal }),
    deleteTeam: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(teamPaths.team, { id }), { signal }),

    members: (query: PageQuery, signal?: AbortSignal) =>
      v1.get<MemberList>(teamPaths.members, { query: { ...query }, signal }),
    changeRole: (id: string, body: UpdateMemberRequest, signal?: AbortSignal) =>
      v1.put<MemberResource>(fillPath(teamPaths.member, { id }), body, { signal }),
    /** Removes a member, or, given the caller's own id, leaves the team. */
    removeMember: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(teamPaths.member, { id }), { signal }),

    invitations: (query: PageQuery, signal?: AbortSignal) =>
      v1.get<InvitationList>(teamPaths.invitations, { query: { ...query }, signal }),
    invite: (body: CreateInvitationRequest, signal?: AbortSignal) =>
      v1.post<InvitationResource>(teamPaths.invitations, body, { signal }),
    revokeInvitation: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(teamPaths.invitation, { id }), { signal }),
  }
}

export type TeamSettingsApi = ReturnType<typeof createTeamSettingsApi>
