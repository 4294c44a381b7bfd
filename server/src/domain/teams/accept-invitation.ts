import { and, eq, isNull } from 'drizzle-orm'
import type { CreateUserFromInvitationRequest } from '../../../../src/contract/invitations'
import type { Database } from '../../db/connect'
import { teamInvitations, teamMembers, users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { type Actor, recordActivity } from '../activity/record'
import { createAccount } from '../auth/create-account'
import { raiseTeamNotification } from '../notifications/raise'
import type { UserRow } from '../users/account'
import { findInvitationByToken, type InvitationWithTeam } from './invitations'
import { invitationStatusOf } from './present'

const usedOrUnknown = () => ValidationError.field('token', 'invitation.usedOrUnknown')

/** The invitation of a token that can still be accepted, or a 422 on `token`. */
async function openInvitation(db: Database, token: string, now: Date): Promise<InvitationWithTeam> {
  const invitation = await findInvitationByToken(db, token)
  if (!invitation || invitation.acceptedAt) throw usedOrUnknown()
  if (invitationStatusOf(invitation, now) === 'expired')
    throw ValidationError.field('token', 'invitation.expired')
  return invitation
}

/**
 * Spends the invitation and makes the user a member working in the team, with the log entries.
 * The invitation is claimed by the same statement that checks it is unused, so one token
 * admits one person even when two accept at once.
 */
async function join(tx: Database, invitation: InvitationWithTeam, user: Actor, now: Date) {
  const [claimed] = await tx
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt)))
    .returning({ id: teamInvitations.id })
  if (!claimed) throw usedOrUnknown()
  await tx
    .insert(teamMembers)
    .values({ teamId: invitation.teamId, userId: user.userId, role: invitation.role })
  await tx.update(users).set({ currentTeamId: invitation.teamId }).where(eq(users.id, user.userId))
  const entry = { teamId: invitation.teamId, actor: user, subjectLabel: invitation.email }
  await recordActivity(tx, {
    ...entry,
    action: 'accepted',
    subjectType: 'invitation',
    subjectId: invitation.id,
  })
  await recordActivity(tx, {
    ...entry,
    action: 'joined',
    subjectType: 'member',
    subjectId: user.userId,
    properties: { role: invitation.role },
  })
}

/** Tells the team's owners and admins, once the new member is in. */
async function announceJoin(
  deps: Pick<AppDeps, 'db' | 'events'>,
  invitation: InvitationWithTeam,
  user: { id: string; name: string },
) {
  await raiseTeamNotification(deps, {
    teamId: invitation.teamId,
    roles: ['owner', 'admin'],
    exceptUserId: user.id,
    type: 'team.invitation_accepted',
    title: said('notification.memberJoined.title', { name: user.name, team: invitation.teamName }),
    body: said('notification.memberJoined.body', {
      email: invitation.email,
      role: invitation.role,
    }),
    link: '/my-account/team-settings/members',
    data: { invitation_id: invitation.id, user_id: user.id, email: invitation.email },
  })
}

/** POST teams/accept-invite: the signed-in user, invited at their own address, joins. */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  user: UserRow,
  token: string,
): Promise<void> {
  const now = deps.clock()
  const invitation = await openInvitation(deps.db, token, now)
  if (invitation.email !== user.email)
    throw new ApiError(403, said('invitation.otherAddress', { email: invitation.email }))
  const [member] = await deps.db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, invitation.teamId), eq(teamMembers.userId, user.id)))
  if (member) throw ValidationError.field('token', 'invitation.alreadyMember')
  await deps.db.transaction((tx) =>
    join(tx, invitation, { userId: user.id, name: user.name, apiToken: null }, now),
  )
  await announceJoin(deps, invitation, user)
}

const accountExists = () => ValidationError.field('email', 'invitation.accountExists')

/**
 * POST teams/create-user: registers the invited address, verified (the mailed token proves it),
 * with a personal team like every user, and joins the inviting team, which becomes the current
 * one. Answers the new user's id; the route signs them in.
 */
export async function createUserFromInvitation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'config' | 'passwordCost'>,
  input: CreateUserFromInvitationRequest,
): Promise<string> {
  const now = deps.clock()
  const invitation = await openInvitation(deps.db, input.token, now)
  const userId = await createAccount(
    deps,
    { name: input.name, email: invitation.email, password: input.password, emailVerifiedAt: now },
    {
      taken: accountExists,
      alsoInTransaction: (tx, id) =>
        join(tx, invitation, { userId: id, name: input.name, apiToken: null }, now),
    },
  )
  await announceJoin(deps, invitation, { id: userId, name: input.name })
  return userId
}
