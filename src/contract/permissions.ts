import type { TeamRole } from './team'

/**
 * Who may do what in a team (DOMAIN.md): the server refuses with 403, the client hides what the
 * role cannot do. Every team call names one of these.
 */
const everyone = ['owner', 'admin', 'editor', 'viewer'] as const satisfies readonly TeamRole[]
const managers = ['owner', 'admin'] as const satisfies readonly TeamRole[]
const writers = ['owner', 'admin', 'editor'] as const satisfies readonly TeamRole[]

export const teamPermissions = {
  'team.view': everyone,
  'team.update': managers,
  'team.delete': ['owner'],
  'members.view': everyone,
  'members.update': managers,
  'members.remove': managers,
  'ownership.transfer': ['owner'],
  'invitations.view': managers,
  'invitations.create': managers,
  'invitations.revoke': managers,
  'activity.view': managers,
  // Tokens are for systems that act on the team's data; a viewer only reads, in the app.
  'tokens.create': writers,
} as const satisfies Record<string, readonly TeamRole[]>
export type TeamPermission = keyof typeof teamPermissions

/** The actions of a team-scoped resource and who may take them unless the resource says else. */
export const resourceActions = ['read', 'create', 'update', 'delete'] as const
export type ResourceAction = (typeof resourceActions)[number]
export type ResourceRules = Record<ResourceAction, readonly TeamRole[]>
export const defaultResourceRules: ResourceRules = {
  read: everyone,
  create: writers,
  update: writers,
  delete: writers,
}

export function roleCan(role: TeamRole, permission: TeamPermission): boolean {
  return (teamPermissions[permission] as readonly TeamRole[]).includes(role)
}
