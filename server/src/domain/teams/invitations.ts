import { and, count, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import { type AppLocale, serverTokens } from '../../../../src/contract/constants'
import { id as idSchema } from '../../../../src/contract/fields'
import type {
  CreateInvitationRequest,
  InvitationList,
  InvitationListQuery,
  InvitationPreview,
  InvitationResource,
  InvitationStatus,
} from '../../../../src/contract/invitations'
import type { Database } from '../../db/connect'
import { containsText, orderOf, pageOf, windowOf } from '../../db/list-query'
import { teamInvitations, teamMembers, teams, users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { recordActivity } from '../activity/record'
import { randomToken, sha256 } from '../security/secrets'
import { actorOf, ensurePermission, type TeamAccess } from './access'
import { invitationLink, invitationMail } from './invitation-mail'
import { type InvitationRow, invitationStatusOf, presentInvitation } from './present'

function statusCondition(status: InvitationStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'accepted':
      return isNotNull(teamInvitations.acceptedAt)
    case 'pending':
      return and(isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now))
    case 'expired':
      return and(isNull(teamInvitations.acceptedAt), lte(teamInvitations.expiresAt, now))
  }
}

function invitationsOf(db: Database, teamId: string, where?: SQL) {
  return db
    .select({ invitation: teamInvitations, inviterName: users.name })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.teamId, teamId), where))
}

const sortColumns = {
  created_at: teamInvitations.createdAt,
  email: teamInvitations.email,
  expires_at: teamInvitations.expiresAt,
}

export async function listInvitations(
  db: Database,
  access: TeamAccess,
  query: InvitationListQuery,
  now: Date,
): Promise<InvitationList> {
  ensurePermission(access.team.role, 'invitations.view')
  const where = and(
    query.filter.status ? statusCondition(query.filter.status, now) : undefined,
    query.filter.role ? eq(teamInvitations.role, query.filter.role) : undefined,
    containsText([teamInvitations.email], query.search),
  )
  const { limit, offset } = windowOf(query)
  return pageOf(
    query,
    invitationsOf(db, access.team.id, where)
      .orderBy(...orderOf(query.sort, sortColumns, teamInvitations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, access.team.id), where)),
    (row) => presentInvitation({ ...row.invitation, inviterName: row.inviterName }, now),
  )
}

async function ensureInvitable(db: Database, teamId: string, email: string, now: Date) {
  const [member] = await db
    .select({ id: users.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(users.email, email)))
  if (member) throw ValidationError.field('email', 'invitation.personAlreadyMember')
  const [pending] = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.email, email),
        statusCondition('pending', now),
      ),
    )
  if (pending) throw ValidationError.field('email', 'invitation.alreadyInvited')
}

/** POST teams/invitations: stores the invitation (its token hashed) and mails the link. */
export async function createInvitation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  access: TeamAccess,
  input: CreateInvitationRequest,
  locale: AppLocale,
): Promise<InvitationResource> {
  ensurePermission(access.team.role, 'invitations.create')
  const now = deps.clock()
  await ensureInvitable(deps.db, access.team.id, input.email, now)
  const token = randomToken()
  const row = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(teamInvitations)
      .values({
        teamId: access.team.id,
        email: input.email,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: access.user.id,
        expiresAt: new Date(now.getTime() + serverTokens.invitationTtlMs),
      })
      .returning()
    if (!stored) throw new Error('The invitation was not stored')
    await recordActivity(tx, {
      teamId: access.team.id,
      actor: actorOf(access),
      action: 'created',
      subjectType: 'invitation',
      subjectId: stored.id,
      subjectLabel: stored.email,
      properties: { role: stored.role },
    })
    return stored
  })
  await deps.mailer.send(
    invitationMail(
      {
        email: row.email,
        role: row.role,
        teamName: access.team.name,
        inviterName: access.user.name,
      },
      invitationLink(deps.config.appUrl, token),
      locale,
    ),
  )
  return presentInvitation({ ...row, inviterName: access.user.name }, now)
}

const invitationNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'invitation' }))

/** DELETE teams/invitations/{id}: the link stops working. Accepted ones are history. */
export async function revokeInvitation(db: Database, access: TeamAccess, invitationId: string) {
  ensurePermission(access.team.role, 'invitations.revoke')
  if (!idSchema.safeParse(invitationId).success) throw invitationNotFound()
  const [found] = await invitationsOf(db, access.team.id, eq(teamInvitations.id, invitationId))
  if (!found) throw invitationNotFound()
  if (found.invitation.acceptedAt)
    throw ValidationError.field('invitation', 'invitation.alreadyAccepted')
  await db.transaction(async (tx) => {
    await recordActivity(tx, {
      teamId: access.team.id,
      actor: actorOf(access),
      action: 'revoked',
      subjectType: 'invitation',
      subjectId: found.invitation.id,
      subjectLabel: found.invitation.email,
      properties: { role: found.invitation.role },
    })
    await tx.delete(teamInvitations).where(eq(teamInvitations.id, found.invitation.id))
  })
}

export type InvitationWithTeam = InvitationRow & { teamName: string }

/** The invitation a mailed token names, with its team; null for an unknown token. */
export async function findInvitationByToken(
  db: Database,
  token: string,
): Promise<InvitationWithTeam | null> {
  const [row] = await db
    .select({ invitation: teamInvitations, teamName: teams.name })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(eq(teamInvitations.tokenHash, sha256(token)))
  return row ? { ...row.invitation, teamName: row.teamName } : null
}

/** GET teams/accept-invite/{token}: 404 for an unknown or used token, 410 once expired. */
export async function previewInvitation(
  db: Database,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const invitation = await findInvitationByToken(db, token)
  if (!invitation || invitation.acceptedAt) throw new ApiError(404, 'invitation.usedOrUnknown')
  if (invitationStatusOf(invitation, now) === 'expired')
    throw new ApiError(410, 'invitation.expired')
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, invitation.email))
  return {
    team: { id: invitation.teamId, name: invitation.teamName },
    email: invitation.email,
    role: invitation.role,
    expires_at: invitation.expiresAt.toISOString(),
    has_account: !!account,
  }
}
