import { Hono } from 'hono'
import { type VerifyEmailStatus, verifyEmailQuery } from '../../../src/contract/auth'
import { fromSearchParams } from '../../../src/contract/list'
import { authPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { sendVerificationMail, verifyEmail } from '../domain/auth/email-verification'
import { recipientLocale } from '../domain/auth/mails'
import { limitVerificationMails } from '../domain/users/change-email'
import { requireAuth } from '../http/auth'
import type { AppEnv } from '../http/context'
import { localeOf, wordsFor } from '../http/locale'
import type { ServerKey } from '../http/words'

const outcomes: Record<VerifyEmailStatus, { status: 200 | 403; message: ServerKey }> = {
  verified: { status: 200, message: 'verification.verified' },
  'already-verified': { status: 200, message: 'verification.alreadyVerifiedBefore' },
  'invalid-link': { status: 403, message: 'verification.invalidLink' },
  'expired-link': {
    status: 403,
    message: 'verification.expiredLink',
  },
}

/** A person clicking the mailed link gets a page; the client calling it gets JSON. */
function wantsPage(accept: string | undefined): boolean {
  return !!accept && accept.includes('text/html') && !accept.includes('application/json')
}

/** GET verify-email/{id}/{hash} (the signed link) and POST email/verification-notification. */
export function emailVerificationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  // The signature is the credential: the link works from a mail client with no session.
  app.get(`/${authPaths.verifyEmail}`, async (c) => {
    const query = verifyEmailQuery.safeParse(fromSearchParams(new URL(c.req.url).searchParams))
    const status = query.success
      ? await verifyEmail(deps, {
          id: c.req.param('id'),
          hash: c.req.param('hash'),
          expires: query.data.expires,
        })
      : 'invalid-link'
    if (wantsPage(c.req.header('accept')))
      return c.redirect(`${deps.config.appUrl}/verify-email?status=${status}`, 302)
    const outcome = outcomes[status]
    return c.json({ message: wordsFor(c)(outcome.message), status }, outcome.status)
  })

  const resend = `/${authPaths.verificationNotification}`
  app.use(resend, requireAuth(deps))
  app.post(resend, async (c) => {
    const { user } = c.get('auth')
    // A pending new address is the one waiting for its link; otherwise the unverified one.
    const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email)
    if (!email)
      return c.json({
        message: wordsFor(c)('verification.alreadyVerified'),
        status: 'already-verified',
      })
    limitVerificationMails(deps, user.id)
    await sendVerificationMail(deps, { ...user, email }, recipientLocale(user, localeOf(c)))
    return c.json(
      { message: wordsFor(c)('verification.linkSent'), status: 'verification-link-sent' },
      202,
    )
  })

  return app
}
