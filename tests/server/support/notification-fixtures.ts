import { eq } from 'drizzle-orm'
import { teamMembers, teams, users } from '../../../server/src/db/schema'
import { raiseNotification } from '../../../server/src/domain/notifications/raise'
import { asWritten } from '../../../server/src/http/words'
import type { NotificationType } from '../../../src/contract/notifications'
import type { TeamRole } from '../../../src/contract/team'
import { apiBase, type TestServer } from './test-server'

/**
 * Teams made straight in the database, so these tests do not depend on the teams calls: a team
 * owned by `ownerId`, with more members in the given roles.
 */
export async function makeTeam(
  server: TestServer,
  ownerId: string,
  members: { userId: string; role: TeamRole }[] = [],
): Promise<string> {
  const [team] = await server.db
    .insert(teams)
    .values({ name: `Team ${Math.random().toString(36).slice(2, 8)}`, ownerId })
    .returning({ id: teams.id })
  if (!team) throw new Error('The team was not stored')
  await server.db
    .insert(teamMembers)
    .values([
      { teamId: team.id, userId: ownerId, role: 'owner' },
      ...members.map((m) => ({ teamId: team.id, ...m })),
    ])
  return team.id
}

/** Makes `teamId` the user's current team, as teams/switch would. */
export async function workIn(server: TestServer, userId: string, teamId: string): Promise<void> {
  await server.db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId))
}

/** The user's current team, as the API says. */
export async function currentTeamOf(server: TestServer, token: string): Promise<string> {
  const response = await server.request('GET', `${apiBase}/user`, { token })
  return response.body.current_team_id
}

let sequence = 0

/** Raises a notification through the domain function other server code uses. */
export function raise(
  server: TestServer,
  userId: string,
  options: { teamId?: string | null; type?: NotificationType; title?: string; body?: string } = {},
) {
  sequence += 1
  return raiseNotification(server.deps, {
    userId,
    teamId: options.teamId ?? null,
    type: options.type ?? 'campaign.finished',
    title: asWritten(options.title ?? `Notification ${sequence}`),
    body: asWritten(options.body ?? `Body of notification ${sequence}`),
    link: '/campaigns',
  })
}
