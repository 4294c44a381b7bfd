import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { serverEventStream } from '../../../src/contract/constants'
import { type StreamEndReason, streamQuery } from '../../../src/contract/events'
import { eventPaths } from '../../../src/contract/routes'
import { sessions } from '../db/schema'
import type { AppDeps } from '../deps'
import { loadAccount } from '../domain/users/account'
import { openEventStream } from '../events/event-stream'
import { createStreamTickets, type StreamGrant } from '../events/stream-ticket'
import { authenticateSession, bearerToken, requireAuth } from '../http/auth'
import type { AppEnv } from '../http/context'
import { ApiError, unauthenticated } from '../http/errors'
import { localeOf } from '../http/locale'
import { readQuery } from '../http/validate'

const invalidTicket = () => new ApiError(401, 'events.ticketInvalid')

/** POST events/ticket and GET events: the live updates of the signed-in user's current team. */
export function eventRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const tickets = createStreamTickets(deps.appKey, deps.clock)

  app.post(`/${eventPaths.ticket}`, requireAuth(deps), (c) => {
    const { user, team, sessionId } = c.get('auth')
    const ticket = tickets.issue({
      userId: user.id,
      sessionId,
      teamId: team?.id ?? null,
      locale: localeOf(c),
    })
    return c.json({ ticket, expires_in: serverEventStream.ticketTtlMs / 1000 })
  })

  /** The grant of the request: its ticket, or else its bearer token. */
  async function grantOf(c: Context): Promise<StreamGrant> {
    const { ticket } = readQuery(c, streamQuery)
    if (ticket) {
      const grant = tickets.redeem(ticket)
      if (!grant) throw invalidTicket()
      return grant
    }
    const token = bearerToken(c)
    if (!token) throw unauthenticated()
    const auth = await authenticateSession(deps, token)
    return {
      userId: auth.user.id,
      sessionId: auth.sessionId,
      teamId: auth.team?.id ?? null,
      locale: localeOf(c),
    }
  }

  /** Why a granted stream may no longer run, or null while it may. */
  async function endReason(grant: StreamGrant): Promise<StreamEndReason | null> {
    const [session] = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, grant.sessionId))
    if (!session) return 'session-ended'
    const account = await loadAccount(deps.db, grant.userId)
    if (!account) return 'session-ended'
    return (account.team?.id ?? null) === grant.teamId ? null : 'team-changed'
  }

  app.get(`/${eventPaths.stream}`, async (c) => {
    const grant = await grantOf(c)
    // Checked before the stream opens, so a stale ticket is a plain 401 the client can act on.
    const reason = await endReason(grant)
    if (reason === 'session-ended') throw unauthenticated()
    if (reason === 'team-changed') throw invalidTicket()
    const viewer = { userId: grant.userId, teamId: grant.teamId }
    return streamSSE(c, (stream) =>
      openEventStream(stream, {
        viewer,
        locale: grant.locale,
        events: deps.events.eventsFor(viewer),
        clock: deps.clock,
        endReason: () => endReason(grant),
      }),
    )
  })

  return app
}
