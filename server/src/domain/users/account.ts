import { and, eq } from 'drizzle-orm'
import type { CurrentTeam } from '../../../../src/contract/team'
import type { UserResource } from '../../../../src/contract/user'
import type { Database } from '../../db/connect'
import { teamMembers, teams, users } from '../../db/schema'

export type UserRow = typeof users.$inferSelect

/** A user with the team they work in and their role there: what every signed-in call knows. */
export interface Account {
  user: UserRow
  team: CurrentTeam | null
}

/**
 * The user with their current team, or with `inTeamId` instead (the team an API token acts in);
 * the team is null when they are not a member of it.
 */
export async function loadAccount(
  db: Database,
  userId: string,
  inTeamId?: string,
): Promise<Account | null> {
  const [row] = await db
    .select({
      user: users,
      teamId: teams.id,
      teamName: teams.name,
      personal: teams.personal,
      role: teamMembers.role,
    })
    .from(users)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, inTeamId ?? users.currentTeamId),
        eq(teamMembers.userId, users.id),
      ),
    )
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(users.id, userId))
  if (!row) return null
  const { user, teamId, teamName, personal, role } = row
  // A team the user is no longer a member of is no current team at all.
  const team =
    teamId !== null && teamName !== null && personal !== null && role !== null
      ? { id: teamId, name: teamName, personal, role }
      : null
  return { user, team }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The user as the API shows it: never the password hash. */
export function presentAccount({ user, team }: Account): UserResource {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: iso(user.emailVerifiedAt),
    pending_email: user.pendingEmail,
    is_staff: user.isStaff,
    current_team_id: team?.id ?? null,
    current_team: team,
    profile: user.profile ?? null,
    preferences: user.preferences,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  }
}
