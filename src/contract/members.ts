import { z } from 'zod'
import { timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { teamRole } from './team'

/** A member of the current team (the id is the user's). */
export const memberResource = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRole,
  joined_at: timestamp,
})
export type MemberResource = z.infer<typeof memberResource>

/** GET teams/members. */
export const memberListQuery = listQuery({
  sortable: ['name', 'email', 'role', 'joined_at'],
  defaultSort: 'name',
  filters: { role: teamRole.optional() },
})
export type MemberListQuery = z.infer<typeof memberListQuery>
export const memberList = listResponse(memberResource)
export type MemberList = z.infer<typeof memberList>

/**
 * PUT teams/members/{id}. Owners and admins change roles; only the owner gives `owner`, which
 * transfers the ownership (the previous owner becomes an admin).
 */
export const updateMemberRequest = z.object({ role: teamRole })
export type UpdateMemberRequest = z.infer<typeof updateMemberRequest>
