import { type AppLocale, serverTokens } from '../../../../src/contract/constants'
import { said } from '../../http/words'
import { mailWithLink } from '../auth/mails'

const validDays = Math.round(serverTokens.invitationTtlMs / (24 * 60 * 60 * 1000))

/** The client page that shows an invitation: /team-invitations/{token} (spec §2). */
export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/team-invitations/${token}`
}

/** The invitation, in the inviter's language: the invitee has no account whose choice we know. */
export function invitationMail(
  invitation: { email: string; role: string; teamName: string; inviterName: string },
  url: string,
  locale: AppLocale,
) {
  return mailWithLink(
    invitation.email,
    locale,
    invitation.email,
    {
      subject: said('mail.invitation.subject', { team: invitation.teamName }),
      lines: [
        said('mail.invitation.invited', {
          inviter: invitation.inviterName,
          team: invitation.teamName,
          role: invitation.role,
        }),
        said('mail.invitation.accept'),
        said('mail.invitation.expires', { days: validDays }),
      ],
      action: said('mail.invitation.action'),
    },
    url,
  )
}
