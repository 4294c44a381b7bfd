import { z } from 'zod'
import { accountFields } from './constants'
import { email, newPassword, opaqueToken, requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { invitableRole, teamRole } from './team'

/** Pending until accepted or past `expires_at`; the token itself is only ever in the mail. */
export const invitationStatuses = ['pending', 'accepted', 'expired'] as const
export const invitationStatus = z.enum(invitationStatuses)
export type InvitationStatus = z.infer<typeof invitationStatus>

export const invitationResource = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRole,
  status: invitationStatus,
  invited_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  expires_at: timestamp,
  accepted_at: timestamp.nullable(),
  created_at: timestamp,
})
export type InvitationResource = z.infer<typeof invitationResource>

/** GET teams/invitations: the current team's invitations, newest first. */
export const invitationListQuery = listQuery({
  sortable: ['created_at', 'email', 'expires_at'],
  defaultSort: '-created_at',
  filters: { status: invitationStatus.optional(), role: teamRole.optional() },
})
export type InvitationListQuery = z.infer<typeof invitationListQuery>
export const invitationList = listResponse(invitationResource)
export type InvitationList = z.infer<typeof invitationList>

/** POST teams/invitations: mails the address a link to /team-invitations/{token}. */
export const createInvitationRequest = z.object({ email, role: invitableRole })
export type CreateInvitationRequest = z.infer<typeof createInvitationRequest>

/**
 * GET teams/accept-invite/{token} (no session needed): what the invitation page shows before
 * the person accepts. `has_account` says whether to sign in (accept-invite) or to register
 * (create-user).
 */
export const invitationPreview = z.object({
  team: z.object({ id: z.string(), name: z.string() }),
  email: z.string(),
  role: teamRole,
  expires_at: timestamp,
  has_account: z.boolean(),
})
export type InvitationPreview = z.infer<typeof invitationPreview>

/** POST teams/accept-invite: the signed-in user joins; answers the user (now in that team). */
export const acceptInvitationRequest = z.object({ token: opaqueToken })
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>

/**
 * POST teams/create-user: registers the invited address (verified: the token proves it) and
 * joins the team; answers a session like register.
 */
export const createUserFromInvitationRequest = z
  .object({
    token: opaqueToken,
    name: requiredText(accountFields.nameMaxLength),
    password: newPassword,
    password_confirmation: z.string().max(accountFields.passwordMaxLength),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password'],
    ...says('field.confirmationMismatch'),
  })
export type CreateUserFromInvitationRequest = z.infer<typeof createUserFromInvitationRequest>
