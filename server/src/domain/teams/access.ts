import type { ApiTokenAbility } from '../../../../src/contract/api-tokens'
import {
  type ResourceAction,
  roleCan,
  type TeamPermission,
} from '../../../../src/contract/permissions'
import type { CurrentTeam, TeamRole } from '../../../../src/contract/team'
import { ApiError } from '../../http/errors'
import { said, type Thing } from '../../http/words'
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

/** `members.update` is the deed `membersUpdate` of the catalogue's refusal. */
type DeedOf<Permission extends string> = Permission extends `${infer Area}.${infer Verb}`
  ? `${Area}${Capitalize<Verb>}`
  : never

/** What a role may be refused beyond a team permission or a resource action, by its code. */
export type Deed =
  | DeedOf<TeamPermission>
  | 'seeFeedKeys'
  | 'uploadContacts'
  | 'importContacts'
  | 'sendCampaigns'
  | 'pauseCampaigns'
  | 'resumeCampaigns'
  | 'stopCampaigns'

/** What a refused role wanted: an action on things (`create` `texts`), or a deed. */
export type Refused = { action: ResourceAction; things: Thing } | { deed: Deed }

const deedOf = (permission: TeamPermission): Deed => {
  const [area = '', verb = ''] = permission.split('.')
  return `${area}${verb.charAt(0).toUpperCase()}${verb.slice(1)}` as Deed
}

const refusal = (role: TeamRole, refused: Refused) =>
  new ApiError(
    403,
    'deed' in refused
      ? said('refusal.permission', { role, deed: refused.deed })
      : said('refusal.resource', { role, action: refused.action, things: refused.things }),
  )

/** Throws 403 unless `role` holds `permission`. */
export function ensurePermission(role: TeamRole, permission: TeamPermission): void {
  if (!roleCan(role, permission)) throw refusal(role, { deed: deedOf(permission) })
}

/** Throws 403 unless `role` is one of `roles` (a resource's own rules). */
export function ensureRole(role: TeamRole, roles: readonly TeamRole[], refused: Refused): void {
  if (!roles.includes(role)) throw refusal(role, refused)
}

export function actorOf(access: { user: UserRow; apiToken: ApiTokenUse | null }): Actor {
  return {
    userId: access.user.id,
    name: access.user.name,
    apiToken: access.apiToken ? { id: access.apiToken.id, name: access.apiToken.name } : null,
  }
}
