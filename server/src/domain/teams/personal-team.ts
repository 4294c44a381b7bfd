import { eq } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { teamMembers, teams, users } from '../../db/schema'

/** "Ada's Team" for Ada Lovelace: the first word of the name, as Jetstream names it. */
function personalTeamName(userName: string): string {
  const firstName = userName.split(/\s+/)[0] || userName
  return `${firstName}'s Team`
}

/** Every user owns a personal team from registration on, and works in it until they switch. */
export async function createPersonalTeam(
  db: Database,
  user: { id: string; name: string },
): Promise<string> {
  const [team] = await db
    .insert(teams)
    .values({ name: personalTeamName(user.name), ownerId: user.id, personal: true })
    .returning({ id: teams.id })
  if (!team) throw new Error('The personal team was not stored')
  await db.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: 'owner' })
  await db.update(users).set({ currentTeamId: team.id }).where(eq(users.id, user.id))
  return team.id
}
