import type { InvitationList } from '../../contract/invitations'
import type { MemberList } from '../../contract/members'
import type { TeamResource } from '../../contract/team'
import type { SessionActorRef } from '../../machines/session'
import type { ApiResult } from '../../services/http/client'
import { teamSettingsApi } from '../../services/teamApis'

export type TeamSettingsData =
  | { section: 'team'; team: ApiResult<TeamResource> | null }
  | { section: 'members'; members: ApiResult<MemberList> }
  | { section: 'invitations'; invitations: ApiResult<InvitationList> }

/**
 * The data of a team settings sub-page, for the current team. A loader, so a team switch (which
 * invalidates the router) loads it again for the new team.
 */
export async function loadTeamSettings(
  section: string,
  page: number,
  session: SessionActorRef,
  signal: AbortSignal,
): Promise<TeamSettingsData> {
  if (section === 'members')
    return { section, members: await teamSettingsApi.members({ page }, signal) }
  if (section === 'invitations')
    return { section, invitations: await teamSettingsApi.invitations({ page }, signal) }
  const teamId = session.getSnapshot().context.user?.current_team_id
  return { section: 'team', team: teamId ? await teamSettingsApi.team(teamId, signal) : null }
}
