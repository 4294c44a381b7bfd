/**
 * The team contract's plain values, apart from its schemas (team.ts re-exports them): a view that
 * only lists the roles loads without the schema library.
 */

/**
 * Roles in a team (DOMAIN.md, Tenancy and access), strongest first: `owner` can do everything,
 * `admin` all but ownership, `editor` create/edit/send, `viewer` read only.
 */
export const teamRoles = ['owner', 'admin', 'editor', 'viewer'] as const

/**
 * The roles an invitation or a role change may give. `owner` is given only by the owner, and
 * giving it transfers the ownership (see members.ts).
 */
export const invitableRoles = ['admin', 'editor', 'viewer'] as const
