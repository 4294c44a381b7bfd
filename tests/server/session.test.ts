import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { teamMembers, teams, users } from '../../server/src/db/schema'
import { sessionResponse, tokenPair } from '../../src/contract/auth'
import { serverRateLimits, serverTokens } from '../../src/contract/constants'
import { password, register, uniqueEmail } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('sessions on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, options?: Parameters<typeof server.request>[2]) =>
    server.request(method, `${apiBase}/${path}`, options)

  describe('POST register', () => {
    it('creates the user, their personal team as owner, signs them in and mails a link', async () => {
      const email = uniqueEmail('register')
      const response = await call('POST', 'register', {
        body: {
          name: '  Grace Hopper ',
          email: email.toUpperCase(),
          password,
          password_confirmation: password,
        },
      })
      expect(response.status).toBe(201)
      const session = sessionResponse.parse(response.body)
      expect(session.user).toMatchObject({
        name: 'Grace Hopper',
        email,
        email_verified_at: null,
        is_staff: false,
        current_team: { name: "Grace's Team", personal: true, role: 'owner' },
      })
      expect(session.user.current_team_id).toBe(session.user.current_team?.id)
      expect(response.headers.get('set-cookie')).toMatch(/switchboard_refresh=.*HttpOnly/i)

      const [team] = await server.db.select().from(teams).where(eq(teams.ownerId, session.user.id))
      expect(team?.personal).toBe(true)
      const members = await server.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.userId, session.user.id))
      expect(members).toEqual([expect.objectContaining({ teamId: team?.id, role: 'owner' })])
      const [stored] = await server.db.select().from(users).where(eq(users.email, email))
      expect(stored?.passwordHash).toMatch(/^scrypt\$/)
      expect(JSON.stringify(response.body)).not.toContain('scrypt')
    })

    it('refuses an address already taken, whatever its case', async () => {
      const { email } = await register(server)
      const response = await call('POST', 'register', {
        body: {
          name: 'Twin',
          email: email.toUpperCase(),
          password,
          password_confirmation: password,
        },
      })
      expect(response.status).toBe(422)
      expect(response.body.errors.email).toEqual(['The email has already been taken.'])
    })

    it('names every missing or wrong field', async () => {
      const response = await call('POST', 'register', {
        body: { email: 'not-an-address', password: 'short', password_confirmation: 'other' },
      })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({
        name: ['The name field is required.'],
        email: ['The email field must be a valid email address.'],
        password: ['The password field must be at least 8 characters.'],
      })
      expect(response.body.message).toBe('The name field is required. (and 2 more errors)')
    })

    it('refuses a password confirmation that does not match', async () => {
      const response = await call('POST', 'register', {
        body: { name: 'A', email: uniqueEmail(), password, password_confirmation: 'different!' },
      })
      expect(response.status).toBe(422)
      expect(response.body.errors.password).toEqual([
        'The password field confirmation does not match.',
      ])
    })
  })

  describe('POST token/login', () => {
    it('answers an access and a refresh token with the user', async () => {
      const { email } = await register(server)
      const response = await call('POST', 'token/login', { body: { email, password } })
      expect(response.status).toBe(200)
      const session = sessionResponse.parse(response.body)
      expect(session.expires_in).toBe(serverTokens.accessTtlMs / 1000)
      const user = await call('GET', 'user', { token: session.access_token })
      expect(user.status).toBe(200)
      expect(user.body.email).toBe(email)
    })

    it('refuses a wrong password and an unknown address alike', async () => {
      const { email } = await register(server)
      const wrong = await call('POST', 'token/login', {
        body: { email, password: 'not it at all' },
      })
      const unknown = await call('POST', 'token/login', {
        body: { email: uniqueEmail('nobody'), password },
      })
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(422)
        expect(response.body).toEqual({
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        })
      }
    })

    it('limits failed attempts per address and email, with Retry-After', async () => {
      const { email } = await register(server)
      const ip = '192.0.2.10'
      for (let attempt = 0; attempt < serverRateLimits.login.attempts; attempt++) {
        const response = await call('POST', 'token/login', {
          ip,
          body: { email, password: 'wrong password' },
        })
        expect(response.status).toBe(422)
      }
      const limited = await call('POST', 'token/login', { ip, body: { email, password } })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(limited.body.message).toMatch(/Too many attempts/)
      // Another address is not held back, and the window passes.
      expect((await call('POST', 'token/login', { body: { email, password } })).status).toBe(200)
      server.advanceClock(serverRateLimits.login.windowMs)
      expect((await call('POST', 'token/login', { ip, body: { email, password } })).status).toBe(
        200,
      )
    })

    it('lets every correct sign-in in, however many come in a minute', async () => {
      const { email } = await register(server)
      const ip = '192.0.2.30'
      const attempts = serverRateLimits.login.attempts + 1
      for (let attempt = 0; attempt < attempts; attempt++)
        expect((await call('POST', 'token/login', { ip, body: { email, password } })).status).toBe(
          200,
        )
    })

    it('limits failed attempts per address across emails', async () => {
      const ip = '192.0.2.20'
      for (let attempt = 0; attempt < serverRateLimits.loginPerAddress.attempts; attempt++)
        await call('POST', 'token/login', { ip, body: { email: uniqueEmail(), password } })
      const { email } = await register(server)
      const limited = await call('POST', 'token/login', { ip, body: { email, password } })
      expect(limited.status).toBe(429)
      server.advanceClock(serverRateLimits.loginPerAddress.windowMs)
    })
  })

  describe('GET user', () => {
    it('answers the user with their current team and role', async () => {
      const account = await register(server)
      const response = await call('GET', 'user', { token: account.accessToken })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({
        id: account.id,
        email: account.email,
        current_team: { role: 'owner', personal: true },
      })
    })

    it('answers 401 without a token, with an unknown one or a malformed header', async () => {
      const headerSets: Record<string, string>[] = [
        {},
        { authorization: 'Bearer nope' },
        { authorization: 'Basic x' },
      ]
      for (const headers of headerSets) {
        const response = await call('GET', 'user', { headers })
        expect(response.status).toBe(401)
        expect(response.body).toEqual({ message: 'Unauthenticated.' })
      }
    })

    it('answers 401 once the access token has expired', async () => {
      const account = await register(server)
      server.advanceClock(serverTokens.accessTtlMs)
      const response = await call('GET', 'user', { token: account.accessToken })
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ message: 'The access token has expired.' })
    })
  })

  describe('POST token/refresh', () => {
    it('exchanges the refresh token for a new pair; the old refresh token stops working', async () => {
      const account = await register(server)
      const response = await call('POST', 'token/refresh', {
        body: { refresh_token: account.refreshToken },
      })
      expect(response.status).toBe(200)
      const pair = tokenPair.parse(response.body)
      expect(pair.access_token).not.toBe(account.accessToken)
      expect((await call('GET', 'user', { token: pair.access_token })).status).toBe(200)
      // Requests in flight with the previous access token are still served.
      expect((await call('GET', 'user', { token: account.accessToken })).status).toBe(200)
      const replay = await call('POST', 'token/refresh', {
        body: { refresh_token: account.refreshToken },
      })
      expect(replay.status).toBe(401)
    })

    it('a replayed spent refresh token signs its whole family out', async () => {
      const account = await register(server)
      const other = await register(server)
      // The thief refreshed first with a copied token; the owner's next refresh replays it.
      const first = await call('POST', 'token/refresh', {
        body: { refresh_token: account.refreshToken },
      })
      const second = await call('POST', 'token/refresh', {
        body: { refresh_token: first.body.refresh_token },
      })
      expect(second.status).toBe(200)
      const replay = await call('POST', 'token/refresh', {
        body: { refresh_token: account.refreshToken },
      })
      expect(replay.status).toBe(401)
      const current = await call('POST', 'token/refresh', {
        body: { refresh_token: second.body.refresh_token },
      })
      expect(current.status).toBe(401)
      for (const token of [account.accessToken, first.body.access_token, second.body.access_token])
        expect((await call('GET', 'user', { token })).status).toBe(401)
      // Another session is no part of the family.
      expect((await call('GET', 'user', { token: other.accessToken })).status).toBe(200)
    })

    it('reads the refresh token from the httpOnly cookie when the body has none', async () => {
      const account = await register(server)
      const response = await call('POST', 'token/refresh', {
        headers: { cookie: `switchboard_refresh=${account.refreshToken}` },
      })
      expect(response.status).toBe(200)
      expect(response.body.access_token).toEqual(expect.any(String))
    })

    it('renews an expired access token, but not after the refresh token expired', async () => {
      const account = await register(server)
      server.advanceClock(serverTokens.accessTtlMs)
      const renewed = await call('POST', 'token/refresh', {
        body: { refresh_token: account.refreshToken },
      })
      expect(renewed.status).toBe(200)
      server.advanceClock(serverTokens.refreshTtlMs)
      const late = await call('POST', 'token/refresh', {
        body: { refresh_token: renewed.body.refresh_token },
      })
      expect(late.status).toBe(401)
      expect(late.body.message).toBe('The refresh token is invalid or has expired.')
    })

    it('answers 401 with no refresh token and 422 with a malformed one', async () => {
      expect((await call('POST', 'token/refresh')).status).toBe(401)
      const malformed = await call('POST', 'token/refresh', { body: { refresh_token: 42 } })
      expect(malformed.status).toBe(422)
      expect(malformed.body.errors.refresh_token).toEqual([
        'The refresh token field must be a string.',
      ])
    })
  })

  describe('POST token/logout', () => {
    it('revokes the session: its access and refresh tokens stop working', async () => {
      const account = await register(server)
      const response = await call('POST', 'token/logout', { token: account.accessToken })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ message: 'Logged out.' })
      expect((await call('GET', 'user', { token: account.accessToken })).status).toBe(401)
      const refresh = await call('POST', 'token/refresh', {
        body: { refresh_token: account.refreshToken },
      })
      expect(refresh.status).toBe(401)
    })

    it('leaves the user’s other sessions signed in', async () => {
      const account = await register(server)
      const other = await call('POST', 'token/login', { body: { email: account.email, password } })
      await call('POST', 'token/logout', { token: account.accessToken })
      expect((await call('GET', 'user', { token: other.body.access_token })).status).toBe(200)
    })

    it('revokes by refresh token when no bearer is sent, and succeeds with nothing at all', async () => {
      const account = await register(server)
      const byRefresh = await call('POST', 'token/logout', {
        body: { refresh_token: account.refreshToken },
      })
      expect(byRefresh.status).toBe(200)
      expect((await call('GET', 'user', { token: account.accessToken })).status).toBe(401)
      expect((await call('POST', 'token/logout')).status).toBe(200)
    })
  })
})
