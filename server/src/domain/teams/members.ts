import { and, count, eq, type SQL } from 'drizzle-orm'
import { id as idSchema } from '../../../../src/contract/fields'
import type { MemberList, MemberListQuery, MemberResource } from '../../../../src/contract/members'
import type { TeamRole } from '../../../../src/contract/team'
import type { Database } from '../../db/connect'
import { containsText, orderOf, pageOf, windowOf } from '../../db/list-query'
import { apiTokens, teamMembers, teams, users } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'
import { recordActivity } from '../activity/record'
import { actorOf, ensurePermission, type TeamAccess } from './access'
import { type MemberView, presentMember } from './present'
import { returnToPersonalTeams } from './teams'

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: teamMembers.role,
  joinedAt: teamMembers.createdAt,
}

function membersOf(db: Database, teamId: string, where?: SQL) {
  return db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), where))
}

const sortColumns = {
  name: users.name,
  email: users.email,
  role: teamMembers.role,
  joined_at: teamMembers.createdAt,
}

export async function listMembers(
  db: Database,
  teamId: string,
  query: MemberListQuery,
): Promise<MemberList> {
  const where = and(
    query.filter.role ? eq(teamMembers.role, query.filter.role) : undefined,
    containsText([users.name, users.email], query.search),
  )
  const { limit, offset } = windowOf(query)
  return pageOf(
    query,
    membersOf(db, teamId, where)
      .orderBy(...orderOf(query.sort, sortColumns, users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), where)),
    presentMember,
  )
}

const memberNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'member' }))

async function findMember(db: Database, teamId: string, userId: string): Promise<MemberView> {
  if (!idSchema.safeParse(userId).success) throw memberNotFound()
  const [member] = await membersOf(db, teamId, eq(teamMembers.userId, userId))
  if (!member) throw memberNotFound()
  return member
}

const setRole = (db: Database, teamId: string, userId: string, role: TeamRole) =>
  db
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))

/**
 * Gives the ownership to another member: they become the owner, the owner an admin. Personal
 * teams stay with the person they were made for.
 */
async function transferOwnership(db: Database, access: TeamAccess, target: MemberView) {
  ensurePermission(access.team.role, 'ownership.transfer')
  if (access.team.personal) throw new ApiError(403, 'team.personalNotTransferable')
  const actor = actorOf(access)
  await db.transaction(async (tx) => {
    await setRole(tx, access.team.id, target.id, 'owner')
    await setRole(tx, access.team.id, access.user.id, 'admin')
    await tx.update(teams).set({ ownerId: target.id }).where(eq(teams.id, access.team.id))
    for (const [member, from, to] of [
      [target, target.role, 'owner'],
      [{ id: access.user.id, email: access.user.email }, 'owner', 'admin'],
    ] as const)
      await recordActivity(tx, {
        teamId: access.team.id,
        actor,
        action: 'role_changed',
        subjectType: 'member',
        subjectId: member.id,
        subjectLabel: member.email,
        properties: { role: { from, to } },
      })
  })
}

/** PUT teams/members/{id}: owners and admins change roles; the owner's own role stays. */
export async function changeMemberRole(
  db: Database,
  access: TeamAccess,
  userId: string,
  role: TeamRole,
): Promise<MemberResource> {
  ensurePermission(access.team.role, 'members.update')
  const target = await findMember(db, access.team.id, userId)
  if (role === 'owner' && target.role !== 'owner') await transferOwnership(db, access, target)
  else if (target.role === 'owner' && role !== 'owner')
    throw new ApiError(403, 'team.ownerRoleFixed')
  else if (target.role !== role)
    await db.transaction(async (tx) => {
      await setRole(tx, access.team.id, target.id, role)
      await recordActivity(tx, {
        teamId: access.team.id,
        actor: actorOf(access),
        action: 'role_changed',
        subjectType: 'member',
        subjectId: target.id,
        subjectLabel: target.email,
        properties: { role: { from: target.role, to: role } },
      })
    })
  return presentMember(await findMember(db, access.team.id, userId))
}

/**
 * DELETE teams/members/{id}: owners and admins remove members; anyone but the owner may leave.
 * The member's API tokens for the team stop working, and if they were working in it they are
 * back in their personal team.
 */
export async function removeMember(db: Database, access: TeamAccess, userId: string) {
  const target = await findMember(db, access.team.id, userId)
  const leaving = target.id === access.user.id
  if (!leaving) ensurePermission(access.team.role, 'members.remove')
  if (target.role === 'owner')
    throw new ApiError(403, leaving ? 'team.ownerCannotLeave' : 'team.ownerNotRemovable')
  await db.transaction(async (tx) => {
    // Recorded first: a member leaving with their own API token deletes that token below.
    await recordActivity(tx, {
      teamId: access.team.id,
      actor: actorOf(access),
      action: leaving ? 'left' : 'removed',
      subjectType: 'member',
      subjectId: target.id,
      subjectLabel: target.email,
      properties: { role: target.role },
    })
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.userId, target.id)))
    await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.teamId, access.team.id), eq(apiTokens.userId, target.id)))
    await returnToPersonalTeams(tx, access.team.id, [target.id])
  })
  return { leaving }
}
