import { Hono } from 'hono'
import { opaqueToken } from '../../../src/contract/fields'
import {
  acceptInvitationRequest,
  createInvitationRequest,
  createUserFromInvitationRequest,
  invitationListQuery,
} from '../../../src/contract/invitations'
import { teamPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { signIn } from '../domain/auth/sign-in'
import { acceptInvitation, createUserFromInvitation } from '../domain/teams/accept-invitation'
import {
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from '../domain/teams/invitations'
import { loadAccount, presentAccount } from '../domain/users/account'
import { requireAuth } from '../http/auth'
import type { AppEnv } from '../http/context'
import { ApiError, unauthenticated } from '../http/errors'
import { localeOf, wordsFor } from '../http/locale'
import { setRefreshCookie } from '../http/refresh-cookie'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'

/**
 * Invitations: owners and admins of the current team list, send and revoke them; the invited
 * person previews one by its token (no session), accepts it signed in, or registers with it.
 */
export function teamInvitationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${teamPaths.invitations}`, access, async (c) =>
    c.json(
      await listInvitations(
        deps.db,
        c.get('access'),
        readQuery(c, invitationListQuery),
        deps.clock(),
      ),
    ),
  )

  app.post(`/${teamPaths.invitations}`, access, async (c) => {
    const input = await readBody(c, createInvitationRequest)
    // The mail goes out in the inviter's language: the invitee's is not known.
    return c.json(await createInvitation(deps, c.get('access'), input, localeOf(c)), 201)
  })

  app.delete(`/${teamPaths.invitation}`, access, async (c) => {
    await revokeInvitation(deps.db, c.get('access'), c.req.param('id'))
    return c.json({ message: wordsFor(c)('invitation.revoked') })
  })

  app.get(`/${teamPaths.invitationPreview}`, async (c) => {
    const token = opaqueToken.safeParse(c.req.param('token'))
    if (!token.success) throw new ApiError(404, 'invitation.usedOrUnknown')
    return c.json(await previewInvitation(deps.db, token.data, deps.clock()))
  })

  app.post(`/${teamPaths.acceptInvitation}`, requireAuth(deps), async (c) => {
    const { token } = await readBody(c, acceptInvitationRequest)
    const { user } = c.get('auth')
    await acceptInvitation(deps, user, token)
    const account = await loadAccount(deps.db, user.id)
    if (!account) throw unauthenticated()
    return c.json(presentAccount(account))
  })

  app.post(`/${teamPaths.createUser}`, async (c) => {
    const input = await readBody(c, createUserFromInvitationRequest)
    const session = await signIn(deps, await createUserFromInvitation(deps, input))
    setRefreshCookie(c, session.refresh_token, deps.config.appUrl)
    return c.json(session, 201)
  })

  return app
}
