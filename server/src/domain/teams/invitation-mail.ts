import { serverTokens } from '../../../../src/contract/constants'
import { mailWithLink } from '../auth/mails'

const validDays = Math.round(serverTokens.invitationTtlMs / (24 * 60 * 60 * 1000))

/** The client page that shows an invitation: /team-invitations/{token} (spec §2). */
export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/team-invitations/${token}`
}

export function invitationMail(
  invitation: { email: string; role: string; teamName: string; inviterName: string },
  url: string,
) {
  return mailWithLink(
    invitation.email,
    `You are invited to join ${invitation.teamName}`,
    invitation.email,
    [
      `${invitation.inviterName} invited you to join the team ${invitation.teamName} as ${invitation.role}.`,
      'Follow the link to accept; if you have no account yet, you can create one there.',
      `The invitation expires in ${validDays} days. If you did not expect it, ignore this mail.`,
    ],
    { label: 'Accept the invitation', url },
  )
}
