import type { ApiTokenAbility } from '../../../../src/contract/api-tokens'
import {
  permissionDescriptions,
  roleCan,
  type TeamPermission,
} from '../../../../src/contract/permissions'
import type { CurrentTeam, TeamRole } from '../../../../src/contract/team'
import { ApiError } from '../../http/errors'
import type { Actor } from '../activity/record'
import type { UserRow } from '../users/account'

/** The API token a call was made with. */
export interface ApiTokenUse {
  id: string
  name: string
  abilities: ApiTokenAbility[]
}

/**
 * Who acts in which team: the user, the team (the session's current team, or the API token's
 * team) with their role there, and the API token when one was used.
 */
export interface TeamAccess {
  user: UserRow
  team: CurrentTeam
  apiToken: ApiTokenUse | null
}

const refusal = (role: TeamRole, description: string) =>
  new ApiError(403, `Your role in this team (${role}) does not allow you to ${description}.`)

/** Throws 403 unless `role` holds `permission`. */
export function ensurePermission(role: TeamRole, permission: TeamPermission): void {
  if (!roleCan(role, permission)) throw refusal(role, permissionDescriptions[permission])
}

/** Throws 403 unless `role` is one of `roles` (a resource's own rules). */
export function ensureRole(role: TeamRole, roles: readonly TeamRole[], description: string): void {
  if (!roles.includes(role)) throw refusal(role, description)
}

export function actorOf(access: { user: UserRow; apiToken: ApiTokenUse | null }): Actor {
  return {
    userId: access.user.id,
    name: access.user.name,
    apiToken: access.apiToken ? { id: access.apiToken.id, name: access.apiToken.name } : null,
  }
}
