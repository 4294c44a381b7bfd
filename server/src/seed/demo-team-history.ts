import type { ActivityAction, ActivitySubjectType } from '../../../src/contract/activity'
import { serverTokens } from '../../../src/contract/constants'
import type { TeamRole } from '../../../src/contract/team'
import { activityLog, teamInvitations } from '../db/schema'
import { randomToken, sha256 } from '../domain/security/secrets'
import { daysAgo, type SeedContext, type SeedStep } from './context'

interface Entry {
  age: number
  actor: { id: string; name: string }
  action: ActivityAction
  subjectType: ActivitySubjectType
  subjectId: string
  subjectLabel: string
  properties?: Record<string, unknown>
}

/** An invitation row; its token is thrown away, so only a new invitation's link works. */
async function invite(
  context: SeedContext,
  email: string,
  role: TeamRole,
  sentDaysAgo: number,
  acceptedDaysAgo: number | null,
): Promise<string> {
  const sentAt = daysAgo(context, sentDaysAgo)
  const [row] = await context.db
    .insert(teamInvitations)
    .values({
      teamId: context.teamId,
      email,
      role,
      tokenHash: sha256(randomToken()),
      invitedBy: context.owner.id,
      expiresAt: new Date(sentAt.getTime() + serverTokens.invitationTtlMs),
      acceptedAt: acceptedDaysAgo === null ? null : daysAgo(context, acceptedDaysAgo),
      createdAt: sentAt,
    })
    .returning({ id: teamInvitations.id })
  if (!row) throw new Error(`The seed invitation for ${email} was not stored`)
  return row.id
}

/**
 * How the demo team came to be: the owner made it and invited the colleagues, who joined; a
 * role changed since; one invitation is still open. Invitations and the activity log agree.
 */
export const demoTeamHistoryStep: SeedStep = {
  name: 'team history',
  async run(context) {
    const owner = { id: context.owner.id, name: context.owner.name }
    const entries: Entry[] = [
      {
        age: 14,
        actor: owner,
        action: 'created',
        subjectType: 'team',
        subjectId: context.teamId,
        subjectLabel: 'Acme Outreach',
      },
    ]
    let age = 12.5
    for (const member of context.members) {
      const role = member.joinedAs
      const invitationId = await invite(context, member.email, role, age, age - 0.4)
      const joined = { subjectLabel: member.email, properties: { role } }
      entries.push(
        {
          age,
          actor: owner,
          action: 'created',
          subjectType: 'invitation',
          subjectId: invitationId,
          ...joined,
        },
        {
          age: age - 0.4,
          actor: member,
          action: 'accepted',
          subjectType: 'invitation',
          subjectId: invitationId,
          ...joined,
        },
        {
          age: age - 0.4,
          actor: member,
          action: 'joined',
          subjectType: 'member',
          subjectId: member.id,
          ...joined,
        },
      )
      age -= 0.6
    }
    const [admin] = context.members
    for (const changed of context.members.filter((member) => member.role !== member.joinedAs))
      entries.push({
        age: 3,
        actor: admin ?? owner,
        action: 'role_changed',
        subjectType: 'member',
        subjectId: changed.id,
        subjectLabel: changed.email,
        properties: { role: { from: changed.joinedAs, to: changed.role } },
      })
    const domain = context.owner.email.split('@')[1] ?? 'switchboard.local'
    const pending = `margaret@${domain}`
    const pendingId = await invite(context, pending, 'editor', 1, null)
    entries.push({
      age: 1,
      actor: owner,
      action: 'created',
      subjectType: 'invitation',
      subjectId: pendingId,
      subjectLabel: pending,
      properties: { role: 'editor' },
    })
    await context.db.insert(activityLog).values(
      entries.map((entry) => ({
        teamId: context.teamId,
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        subjectLabel: entry.subjectLabel,
        properties: entry.properties ?? {},
        createdAt: daysAgo(context, entry.age),
      })),
    )
  },
}
