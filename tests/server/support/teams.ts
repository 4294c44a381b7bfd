import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { teamMembers, users } from '../../../server/src/db/schema'
import type { ApiTokenAbility } from '../../../src/contract/api-tokens'
import { type TeamRole, teamRoles } from '../../../src/contract/team'
import { type Registered, registerVerified } from './accounts'
import { apiBase, type TestServer } from './test-server'

/** A team with one verified member in each role, all working in it. */
export interface TeamFixture {
  teamId: string
  members: Record<TeamRole, Registered>
}

/**
 * The owner makes the team with POST teams (so it is not a personal team); the others are put
 * in straight through the database, so role tests do not lean on the invitation calls.
 */
export async function teamWithEveryRole(server: TestServer, name = 'Acme'): Promise<TeamFixture> {
  const owner = await registerVerified(server, { name: `${name} Owner` })
  const created = await server.request('POST', `${apiBase}/teams`, {
    token: owner.accessToken,
    body: { name },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const teamId: string = created.body.id
  const members = { owner } as Record<TeamRole, Registered>
  for (const role of teamRoles.filter((role) => role !== 'owner')) {
    const member = await registerVerified(server, { name: `${name} ${role}` })
    await addMember(server, teamId, member.id, role)
    members[role] = member
  }
  return { teamId, members }
}

/** Puts a user in a team with a role and makes it their current team. */
export async function addMember(
  server: TestServer,
  teamId: string,
  userId: string,
  role: TeamRole,
): Promise<void> {
  await server.db.insert(teamMembers).values({ teamId, userId, role })
  await server.db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId))
}

/** An API token of `account` for their current team; answers its secret. */
export async function apiTokenFor(
  server: TestServer,
  account: Registered,
  abilities: readonly ApiTokenAbility[] = ['read', 'create', 'update', 'delete'],
  extra: { expires_at?: string } = {},
): Promise<{ id: string; secret: string }> {
  const response = await server.request('POST', `${apiBase}/teams/tokens`, {
    token: account.accessToken,
    body: { name: `token ${abilities.join('+')}`, abilities, ...extra },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return { id: response.body.id, secret: response.body.plain_text_token }
}

/**
 * An API token of a viewer. Viewers make none (`tokens.create`), but one who was demoted keeps
 * the tokens made before: this one is made while they are an editor for a moment.
 */
export async function viewerApiTokenFor(
  server: TestServer,
  teamId: string,
  viewer: Registered,
  abilities: readonly ApiTokenAbility[] = ['read', 'create', 'update', 'delete'],
): Promise<{ id: string; secret: string }> {
  const setRole = (role: TeamRole) =>
    server.db
      .update(teamMembers)
      .set({ role })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, viewer.id)))
  await setRole('editor')
  const token = await apiTokenFor(server, viewer, abilities)
  await setRole('viewer')
  return token
}

/** The HTTP statuses that mean "done". */
export const succeeded = (status: number) => status >= 200 && status < 300
