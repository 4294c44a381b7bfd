import { type AppLocale, appLocales, serverEventStream } from '../../../src/contract/constants'
import type { Clock } from '../domain/clock'
import { randomToken } from '../domain/security/secrets'
import { readSignedValue, signValue } from '../domain/security/signed-value'

const purpose = 'event-stream'

/** What a ticket proves: this session of this user, working in this team, asked for a stream. */
export interface StreamGrant {
  userId: string
  sessionId: string
  teamId: string | null
  /** The language the stream's words are sent in: the ticket request's. */
  locale: AppLocale
}

/**
 * Stream tickets. An EventSource cannot send an Authorization header, so the client trades its
 * bearer token for a ticket (POST events/ticket) and opens `GET events?ticket=…`. A ticket is
 * signed with the app key, lives a minute, opens one stream, and grants nothing else, so one
 * that leaks into a log is of no use. Spent tickets are remembered per process until they expire.
 */
export function createStreamTickets(appKey: string, clock: Clock) {
  const spent = new Map<string, number>()

  const forgetExpired = (now: number) => {
    for (const [nonce, expiresAt] of spent) if (expiresAt <= now) spent.delete(nonce)
  }

  return {
    issue(grant: StreamGrant): string {
      const expiresAt = new Date(clock().getTime() + serverEventStream.ticketTtlMs)
      return signValue(appKey, purpose, { ...grant, nonce: randomToken() }, expiresAt)
    },

    /** The grant of a genuine, unexpired, unspent ticket, which is spent by this; else null. */
    redeem(ticket: string): StreamGrant | null {
      const now = clock().getTime()
      const value = readSignedValue(appKey, purpose, ticket, clock())
      if (!value) return null
      const { userId, sessionId, teamId, locale, nonce, exp } = value
      if (typeof userId !== 'string' || typeof sessionId !== 'string') return null
      if (typeof nonce !== 'string' || typeof exp !== 'number') return null
      if (teamId !== null && typeof teamId !== 'string') return null
      const language = appLocales.find((known) => known === locale) ?? appLocales[0]
      if (spent.has(nonce)) return null
      forgetExpired(now)
      spent.set(nonce, exp)
      return { userId, sessionId, teamId, locale: language }
    },
  }
}

export type StreamTickets = ReturnType<typeof createStreamTickets>
