import { z } from 'zod'

/**
 * Roles in a team (DOMAIN.md, Tenancy and access), strongest first: `owner` can do everything,
 * `admin` all but ownership, `editor` create/edit/send, `viewer` read only.
 */
export const teamRoles = ['owner', 'admin', 'editor', 'viewer'] as const
export const teamRole = z.enum(teamRoles)
export type TeamRole = z.infer<typeof teamRole>

/** The team a session works in, with the user's role there. */
export const currentTeam = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: teamRole,
})
export type CurrentTeam = z.infer<typeof currentTeam>
