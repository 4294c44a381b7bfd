import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { id as idSchema } from '../../../../src/contract/fields'
import type { TeamList, TeamListQuery } from '../../../../src/contract/team'
import type { Database } from '../../db/connect'
import { containsText, orderOf, pageOf, windowOf } from '../../db/list-query'
import { teamMembers, teams, users } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'
import { type Actor, recordActivity } from '../activity/record'
import { ensurePermission } from './access'
import { presentTeam, type TeamView } from './present'

const owner = alias(users, 'owner')
const memberCount = sql<number>`(select count(*)::int from team_members m where m.team_id = ${teams.id})`

/** The teams `userId` belongs to, each with its owner, their role and the member count. */
function teamViews(db: Database, userId: string, where?: SQL) {
  return db
    .select({
      team: teams,
      ownerId: owner.id,
      ownerName: owner.name,
      ownerEmail: owner.email,
      role: teamMembers.role,
      memberCount,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(owner, eq(owner.id, teams.ownerId))
    .where(and(eq(teamMembers.userId, userId), where))
}

type TeamViewRow = Awaited<ReturnType<typeof teamViews>>[number]

const viewOf = (row: TeamViewRow): TeamView => ({
  team: row.team,
  owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
  role: row.role,
  memberCount: row.memberCount,
})

const sortColumns = { name: teams.name, created_at: teams.createdAt }

export async function listTeams(
  db: Database,
  userId: string,
  query: TeamListQuery,
): Promise<TeamList> {
  const search = containsText([teams.name], query.search)
  const { limit, offset } = windowOf(query)
  return pageOf(
    query,
    teamViews(db, userId, search)
      .orderBy(...orderOf(query.sort, sortColumns, teams.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.userId, userId), search)),
    (row) => presentTeam(viewOf(row)),
  )
}

/** A team of the user's, or null: another team's id reads as an unknown one. */
export async function findTeamOf(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamView | null> {
  if (!idSchema.safeParse(teamId).success) return null
  const [row] = await teamViews(db, userId, eq(teams.id, teamId))
  return row ? viewOf(row) : null
}

export const teamNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'team' }))

/** The creator owns the new team and works in it from now on. */
export async function createTeam(db: Database, actor: Actor, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ name, ownerId: actor.userId })
      .returning({ id: teams.id })
    if (!team) throw new Error('The team was not stored')
    await tx.insert(teamMembers).values({ teamId: team.id, userId: actor.userId, role: 'owner' })
    await tx.update(users).set({ currentTeamId: team.id }).where(eq(users.id, actor.userId))
    await recordActivity(tx, {
      teamId: team.id,
      actor,
      action: 'created',
      subjectType: 'team',
      subjectId: team.id,
      subjectLabel: name,
    })
    return team.id
  })
}

export async function renameTeam(
  db: Database,
  view: TeamView,
  actor: Actor,
  name: string,
): Promise<void> {
  ensurePermission(view.role, 'team.update')
  await db.transaction(async (tx) => {
    await tx.update(teams).set({ name }).where(eq(teams.id, view.team.id))
    await recordActivity(tx, {
      teamId: view.team.id,
      actor,
      action: 'updated',
      subjectType: 'team',
      subjectId: view.team.id,
      subjectLabel: name,
      properties: { name: { from: view.team.name, to: name } },
    })
  })
}

/**
 * Members who were working in `teamId` (all of them, or those in `userIds`) go back to their
 * personal team, which every user has and cannot leave.
 */
export async function returnToPersonalTeams(
  db: Database,
  teamId: string,
  userIds?: string[],
): Promise<void> {
  await db
    .update(users)
    .set({
      currentTeamId: sql`(select p.id from teams p where p.owner_id = users.id and p.personal order by p.created_at limit 1)`,
    })
    .where(and(eq(users.currentTeamId, teamId), userIds ? inArray(users.id, userIds) : undefined))
}

/** Only the owner deletes a team, and never a personal one; its data goes with it. */
export async function deleteTeam(db: Database, view: TeamView): Promise<void> {
  ensurePermission(view.role, 'team.delete')
  if (view.team.personal) throw new ApiError(403, 'team.personalNotDeletable')
  await db.transaction(async (tx) => {
    await returnToPersonalTeams(tx, view.team.id)
    await tx.delete(teams).where(eq(teams.id, view.team.id))
  })
}

/** Makes `teamId` the user's current team; answers false when they are not a member. */
export async function switchTeam(db: Database, userId: string, teamId: string): Promise<boolean> {
  const view = await findTeamOf(db, userId, teamId)
  if (!view) return false
  await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId))
  return true
}
