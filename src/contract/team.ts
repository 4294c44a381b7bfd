import { z } from 'zod'
import { teamFields } from './constants'
import { id, requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { invitableRoles, teamRoles } from './team-values'

export { invitableRoles, teamRoles } from './team-values'

export const teamRole = z.enum(teamRoles)
export type TeamRole = z.infer<typeof teamRole>

export const invitableRole = z.enum(invitableRoles)

/** The team a session works in, with the user's role there. */
export const currentTeam = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: teamRole,
})
export type CurrentTeam = z.infer<typeof currentTeam>

/** A person as other members see them. */
export const personSummary = z.object({ id: z.string(), name: z.string(), email: z.string() })
export type PersonSummary = z.infer<typeof personSummary>

/** GET teams/{id} and the items of GET teams: the team, its owner and the caller's role there. */
export const teamResource = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  owner: personSummary,
  role: teamRole,
  member_count: z.number().int().min(1),
  created_at: timestamp,
  updated_at: timestamp,
})
export type TeamResource = z.infer<typeof teamResource>

/** POST teams and PUT teams/{id}. */
export const teamRequest = z.object({ name: requiredText(teamFields.nameMaxLength) })
export type TeamRequest = z.infer<typeof teamRequest>

/** GET teams: the teams the user belongs to. */
export const teamListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: {},
})
export type TeamListQuery = z.infer<typeof teamListQuery>
export const teamList = listResponse(teamResource)
export type TeamList = z.infer<typeof teamList>

/** POST teams/switch: the team to work in; answers the user with the new current team. */
export const switchTeamRequest = z.object({ team_id: id })
export type SwitchTeamRequest = z.infer<typeof switchTeamRequest>
