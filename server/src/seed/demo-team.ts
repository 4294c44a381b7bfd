import { eq } from 'drizzle-orm'
import type { TeamRole } from '../../../src/contract/team'
import type { Database } from '../db/connect'
import { teamMembers, teams, users } from '../db/schema'
import type { SeedContext } from './context'

/**
 * The demo team's colleagues: they fill the members list and can only reset a password.
 * `joinedAs`: the role they were invited with, when it has changed since.
 */
const colleagues: { name: string; local: string; role: TeamRole; joinedAs?: TeamRole }[] = [
  { name: 'Grace Hopper', local: 'grace', role: 'admin' },
  { name: 'Alan Turing', local: 'alan', role: 'editor' },
  { name: 'Katherine Johnson', local: 'katherine', role: 'viewer', joinedAs: 'editor' },
]

const ownerName = 'Demo Owner'
const teamName = 'Acme Outreach'

async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning({ id: users.id })
  if (!user) throw new Error(`The seed user ${values.email} was not stored`)
  return user.id
}

async function insertTeam(db: Database, values: typeof teams.$inferInsert) {
  const [team] = await db.insert(teams).values(values).returning({ id: teams.id })
  if (!team) throw new Error(`The seed team ${values.name} was not stored`)
  return team.id
}

/**
 * The verified owner (onboarding done, and platform staff, so they can read the local mailbox
 * where a new account's verification mail waits), their personal team, and the demo team they
 * work in with three colleagues, one per other role.
 */
export async function seedDemoTeam(
  db: Database,
  login: { email: string; passwordHash: string },
  now: Date,
): Promise<SeedContext> {
  const domain = login.email.split('@')[1] ?? 'switchboard.local'
  const ownerId = await insertUser(db, {
    name: ownerName,
    email: login.email,
    passwordHash: login.passwordHash,
    emailVerifiedAt: now,
    isStaff: true,
    profile: {
      company: teamName,
      country: 'GB',
      phone: '+442071838750',
      use_case: 'SMS and voice campaigns for a retail brand',
      completed_at: now.toISOString(),
    },
  })
  const personalTeamId = await insertTeam(db, {
    name: "Demo's Team",
    ownerId,
    personal: true,
  })
  const teamId = await insertTeam(db, { name: teamName, ownerId })
  await db.insert(teamMembers).values([
    { teamId: personalTeamId, userId: ownerId, role: 'owner' },
    { teamId, userId: ownerId, role: 'owner' },
  ])
  const members: SeedContext['members'] = []
  for (const colleague of colleagues) {
    const email = `${colleague.local}@${domain}`
    const id = await insertUser(db, { name: colleague.name, email, emailVerifiedAt: now })
    const personal = await insertTeam(db, {
      name: `${colleague.name.split(' ')[0]}'s Team`,
      ownerId: id,
      personal: true,
    })
    await db.insert(teamMembers).values([
      { teamId: personal, userId: id, role: 'owner' },
      { teamId, userId: id, role: colleague.role },
    ])
    await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, id))
    members.push({
      id,
      name: colleague.name,
      email,
      role: colleague.role,
      joinedAs: colleague.joinedAs ?? colleague.role,
    })
  }
  await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, ownerId))
  return {
    db,
    now,
    owner: { id: ownerId, name: ownerName, email: login.email },
    teamId,
    personalTeamId,
    members,
  }
}
