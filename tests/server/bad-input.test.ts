import { eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accessTokens,
  mailMessages,
  passwordResetTokens,
  sessions,
  teamMembers,
  teams,
  users,
} from '../../server/src/db/schema'
import { password, register, uniqueEmail } from './support/accounts'
import { bodyWithWrongType, hostileBody, hostileString, notAString } from './support/hostile'
import {
  type ApiResponse,
  apiBase,
  backends,
  managementBase,
  useTestServer,
} from './support/test-server'

const runs = { numRuns: 40 }
const storedTables: PgTable[] = [
  users,
  teams,
  teamMembers,
  sessions,
  accessTokens,
  passwordResetTokens,
  mailMessages,
]

/** A refusal: a 4xx with a JSON message, and for 422 the errors of the fields. */
function expectRefusal(response: ApiResponse) {
  expect(response.status, JSON.stringify(response.body)?.slice(0, 300)).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(response.body?.message).toEqual(expect.any(String))
  if (response.status === 422) expect(response.body.errors).toEqual(expect.any(Object))
}

describe.each(backends)('hostile input on %s', (backend) => {
  const server = useTestServer(backend)
  const post = (path: string, body: unknown, token?: string) =>
    server.request('POST', `${apiBase}/${path}`, {
      body: typeof body === 'string' ? JSON.stringify(body) : body,
      ...(token ? { token } : {}),
    })

  const rowCounts = () => Promise.all(storedTables.map((table) => server.countRows(table)))

  /** Runs `property` and checks afterwards that no table gained or lost a row. */
  async function storesNothing(property: fc.IAsyncProperty<[unknown]>) {
    const before = await rowCounts()
    await fc.assert(property, runs)
    expect(await rowCounts()).toEqual(before)
  }

  const refusedCalls: [string, readonly string[]][] = [
    ['register', ['name', 'email', 'password', 'password_confirmation']],
    ['token/login', ['email', 'password']],
    ['token/refresh', ['refresh_token']],
    ['forgot-password', ['email']],
    ['reset-password', ['token', 'email', 'password', 'password_confirmation']],
  ]

  it.each(refusedCalls)(
    'POST %s refuses any hostile body and stores nothing',
    async (path, fields) => {
      await storesNothing(
        fc.asyncProperty(hostileBody(fields), async (body) => {
          expectRefusal(await post(path, body))
        }),
      )
    },
  )

  it('POST register refuses a well-formed body with one field of the wrong type', async () => {
    const valid = {
      name: 'Typed Wrong',
      email: uniqueEmail('typed'),
      password,
      password_confirmation: password,
    }
    await storesNothing(
      fc.asyncProperty(bodyWithWrongType(valid), async (body) => {
        const response = await post('register', body)
        expect(response.status).toBe(422)
        expectRefusal(response)
      }),
    )
  })

  it('POST register refuses a name that cannot be stored as given, around a valid body', async () => {
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
    const unusable = hostileString.filter((value) => {
      const trimmed = value.trim()
      return (
        trimmed === '' ||
        trimmed.length > 255 ||
        trimmed.includes('\u0000') ||
        loneSurrogate.test(trimmed)
      )
    })
    await storesNothing(
      fc.asyncProperty(unusable, async (name) => {
        const response = await post('register', {
          name,
          email: uniqueEmail('hostile-name'),
          password,
          password_confirmation: password,
        })
        // A name past the body limit is refused before it is read.
        expect([413, 422]).toContain(response.status)
        if (response.status === 422) expect(Object.keys(response.body.errors)).toEqual(['name'])
      }),
    )
  })

  it('PUT user never fails on hostile input, and refused input changes nothing', async () => {
    const account = await register(server)
    const [before] = await server.db.select().from(users).where(eq(users.id, account.id))
    await fc.assert(
      fc.asyncProperty(
        hostileBody(['name', 'email', 'current_password', 'password', 'password_confirmation']),
        async (body) => {
          const response = await server.request('PUT', `${apiBase}/user`, {
            token: account.accessToken,
            body: typeof body === 'string' ? JSON.stringify(body) : body,
          })
          expect(response.status).toBeLessThan(500)
          if (response.status >= 400) expectRefusal(response)
        },
      ),
      runs,
    )
    const wrongTypes = fc.record(
      { name: notAString, email: notAString, password: notAString },
      { requiredKeys: ['name'] },
    )
    await fc.assert(
      fc.asyncProperty(wrongTypes, async (body) => {
        const response = await server.request('PUT', `${apiBase}/user`, {
          token: account.accessToken,
          body,
        })
        expect(response.status).toBe(422)
      }),
      runs,
    )
    expect(before?.passwordHash).toEqual(
      (await server.db.select().from(users).where(eq(users.id, account.id)))[0]?.passwordHash,
    )
  })

  it('POST token/logout and email/verification-notification never fail on hostile bodies', async () => {
    const account = await register(server)
    await fc.assert(
      fc.asyncProperty(hostileBody(['refresh_token']), async (body) => {
        for (const path of ['token/logout', 'email/verification-notification']) {
          const response = await post(path, body)
          expect(response.status, path).toBeLessThan(500)
          if (response.status >= 400) expectRefusal(response)
        }
      }),
      runs,
    )
    expect(
      (await server.request('GET', `${apiBase}/user`, { token: account.accessToken })).status,
    ).toBe(200)
  })

  it('GET verify-email refuses any forged link and verifies nobody', async () => {
    const account = await register(server)
    // Every byte percent-encoded, plus raw sequences that are not UTF-8 at all.
    const segment = fc.oneof(
      hostileString.map((value) =>
        [...Buffer.from(value || 'x')]
          .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
          .join(''),
      ),
      fc.constantFrom('%ED%A0%80', '%FF%FE', '%00', '%', '%zz', '..', '%2F'),
    )
    await fc.assert(
      fc.asyncProperty(segment, segment, segment, async (id, hash, expires) => {
        const response = await server.request(
          'GET',
          `${apiBase}/verify-email/${id}/${hash}?expires=${expires}`,
        )
        expect([403, 404]).toContain(response.status)
        expect(response.body.message).toEqual(expect.any(String))
      }),
      runs,
    )
    const [user] = await server.db.select().from(users).where(eq(users.id, account.id))
    expect(user?.emailVerifiedAt).toBeNull()
  })

  it('a hostile bearer token is always a 401', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (token) => {
        const visible = token.replace(/[^\x21-\x7e]/g, 'x').slice(0, 4000) || 'x'
        const response = await server.request('GET', `${apiBase}/user`, { token: visible })
        expect(response.status).toBe(401)
        expect(response.body.message).toEqual(expect.any(String))
      }),
      runs,
    )
  })

  it('a hostile list query is a 422 or a page, never a failure', async () => {
    const staff = await register(server)
    await server.db
      .update(users)
      .set({ isStaff: true, emailVerifiedAt: new Date() })
      .where(eq(users.id, staff.id))
    const param = fc.constantFrom('page', 'per_page', 'sort', 'search', 'filter[to]', 'filter[x]')
    await fc.assert(
      fc.asyncProperty(fc.dictionary(param, hostileString, { maxKeys: 4 }), async (query) => {
        const search = new URLSearchParams(query).toString()
        const response = await server.request('GET', `${managementBase}/mailbox?${search}`, {
          token: staff.accessToken,
        })
        expect([200, 422]).toContain(response.status)
        if (response.status === 422) expectRefusal(response)
      }),
      runs,
    )
  })
})
