import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../server/src/db/schema'
import { googleEndpoints } from '../../server/src/domain/auth/google'
import { sessionResponse } from '../../src/contract/auth'
import { serverSettingsPath, serverSettingsResponse } from '../../src/contract/server-settings'
import { register, uniqueEmail } from './support/accounts'
import { apiBase, appUrl, backends, useTestServer } from './support/test-server'

const clientId = 'switchboard-test.apps.googleusercontent.com'

interface FakeGoogle {
  /** The claims the next ID token carries; `nonce` is filled from the sign-in request. */
  claims: Record<string, unknown>
  answer: 'token' | 'refuse' | 'unreachable'
  nonce: string
  lastForm: URLSearchParams | null
}

const google: FakeGoogle = { claims: {}, answer: 'token', nonce: '', lastForm: null }

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Google's token endpoint as far as the server uses it. */
const fakeFetch: typeof fetch = async (input, init) => {
  expect(String(input)).toBe(googleEndpoints.token)
  if (google.answer === 'unreachable') throw new TypeError('fetch failed')
  if (google.answer === 'refuse') return Response.json({ error: 'invalid_grant' }, { status: 400 })
  google.lastForm = new URLSearchParams(String(init?.body))
  const claims = {
    iss: 'https://accounts.google.com',
    aud: clientId,
    exp: Math.floor(Date.now() / 1000) + 3600,
    nonce: google.nonce,
    email_verified: true,
    ...google.claims,
  }
  return Response.json({ id_token: `${base64url({ alg: 'RS256' })}.${base64url(claims)}.sig` })
}

describe.each(backends)('Google sign-in on %s', (backend) => {
  const server = useTestServer(backend, {
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: 'test-secret' },
    fetch: fakeFetch,
  })

  it('is named as configured by GET /api/server-settings, so the client offers it', async () => {
    const response = await server.request('GET', serverSettingsPath)
    expect(serverSettingsResponse.parse(response.body).google_sign_in).toBe(true)
  })

  /** Starts a sign-in: the URL for Google and the state cookie the browser would keep. */
  async function start() {
    const response = await server.request('GET', `${apiBase}/auth/google/redirect`)
    expect(response.status).toBe(200)
    const url = new URL(response.body.url)
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? ''
    google.nonce = url.searchParams.get('nonce') ?? ''
    return { url, state: url.searchParams.get('state') ?? '', cookie }
  }

  const callback = (query: string, cookie?: string) =>
    server.request('GET', `${apiBase}/auth/google/callback?${query}`, {
      headers: cookie ? { cookie } : {},
    })

  async function signInAs(claims: Record<string, unknown>) {
    google.claims = claims
    google.answer = 'token'
    const { state, cookie } = await start()
    return callback(`code=good-code&state=${encodeURIComponent(state)}`, cookie)
  }

  it('sends the browser to Google with the client id, scopes and the client callback page', async () => {
    const { url, cookie } = await start()
    expect(`${url.origin}${url.pathname}`).toBe(googleEndpoints.authorization)
    expect(url.searchParams.get('client_id')).toBe(clientId)
    expect(url.searchParams.get('redirect_uri')).toBe(`${appUrl}/google/callback`)
    expect(url.searchParams.get('scope')).toBe('openid email profile')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(cookie).toMatch(/^switchboard_google_state=/)
  })

  it('registers a new person, verified, with a personal team, and signs them in', async () => {
    const email = uniqueEmail('google')
    const response = await signInAs({ sub: `sub-${email}`, email, name: 'Katherine Johnson' })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const session = sessionResponse.parse(response.body)
    expect(session.user).toMatchObject({
      email,
      name: 'Katherine Johnson',
      current_team: { name: "Katherine's Team", role: 'owner' },
    })
    expect(session.user.email_verified_at).not.toBeNull()
    expect(google.lastForm?.get('code')).toBe('good-code')
    expect(google.lastForm?.get('client_secret')).toBe('test-secret')
    const again = await signInAs({ sub: `sub-${email}`, email, name: 'Katherine Johnson' })
    expect(again.body.user.id).toBe(session.user.id)
  })

  it('links the Google identity to the account that holds the address', async () => {
    const account = await register(server)
    const response = await signInAs({ sub: `sub-${account.email}`, email: account.email })
    expect(response.status).toBe(200)
    expect(response.body.user.id).toBe(account.id)
    const [user] = await server.db.select().from(users).where(eq(users.id, account.id))
    expect(user?.googleSubject).toBe(`sub-${account.email}`)
    expect(user?.emailVerifiedAt).not.toBeNull()
  })

  it('refuses a callback without the state cookie, with a forged state or a stale one', async () => {
    google.answer = 'token'
    google.claims = { sub: 'someone', email: uniqueEmail() }
    const { state, cookie } = await start()
    const query = `code=c&state=${encodeURIComponent(state)}`
    expect((await callback(query)).status).toBe(400)
    expect((await callback(`code=c&state=${state.slice(0, -2)}xx`, cookie)).status).toBe(400)
    server.advanceClock(10 * 60 * 1000)
    const stale = await callback(query, cookie)
    expect(stale.status).toBe(400)
    expect(stale.body.message).toMatch(/^Google sign-in failed/)
  })

  it('refuses identities not meant for this server or not verified by Google', async () => {
    const email = uniqueEmail()
    const cases = [
      { sub: 'a', email, aud: 'another-client' },
      { sub: 'a', email, iss: 'https://evil.example' },
      { sub: 'a', email, nonce: 'replayed' },
      { sub: 'a', email, exp: 1 },
      { sub: 'a', email, email_verified: false },
      { sub: 'a', email: 'not-an-address' },
    ]
    for (const claims of cases) {
      const response = await signInAs(claims)
      expect(response.status, JSON.stringify(claims)).toBe(400)
      expect(response.body.message).toEqual(expect.any(String))
    }
    const [stored] = await server.db.select().from(users).where(eq(users.email, email))
    expect(stored).toBeUndefined()
  })

  it('answers a refused code with 400, an unreachable Google with 502, a cancel with 400', async () => {
    const { state, cookie } = await start()
    const query = `code=c&state=${encodeURIComponent(state)}`
    google.answer = 'refuse'
    expect((await callback(query, cookie)).status).toBe(400)
    google.answer = 'unreachable'
    expect((await callback(query, cookie)).status).toBe(502)
    google.answer = 'token'
    const cancelled = await callback('error=access_denied', cookie)
    expect(cancelled.status).toBe(400)
    expect(cancelled.body.message).toBe('Google sign-in was cancelled.')
    const missing = await callback('state=x', cookie)
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors)).toEqual(['code'])
  })
})
