import type { PgTable } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  activityLog,
  apiTokens,
  customFields,
  mailMessages,
  notifications,
  sessions,
  teamInvitations,
  teamMembers,
  teams,
  users,
} from '../../server/src/db/schema'
import { resources } from '../../server/src/resources/registry'
import { createApiTokenRequest } from '../../src/contract/api-tokens'
import { createInvitationRequest } from '../../src/contract/invitations'
import { updateMemberRequest } from '../../src/contract/members'
import { onboardingRequest } from '../../src/contract/onboarding'
import { defaultResourceRules } from '../../src/contract/permissions'
import { teamRequest } from '../../src/contract/team'
import { hostileBody, hostileString, hostileValue } from './support/hostile'
import { expectRefusal } from './support/refusal'
import { sampleFor } from './support/resource-samples'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

const runs = { numRuns: 40 }
const storedTables: PgTable[] = [
  users,
  teams,
  teamMembers,
  teamInvitations,
  apiTokens,
  activityLog,
  customFields,
  sessions,
  mailMessages,
  notifications,
]

/** A body the contract refuses: what the server must refuse too. */
const refusedBy =
  (schema: { safeParse(input: unknown): { success: boolean } }) => (body: unknown) =>
    !schema.safeParse(body).success

/** Path segments: every byte percent-encoded, raw sequences that are not UTF-8, traversal. */
const segment = fc.oneof(
  hostileString.map((value) =>
    [...Buffer.from(value || 'x')]
      .slice(0, 2000)
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join(''),
  ),
  fc.constantFrom('%ED%A0%80', '%FF%FE', '%00', '%', '%zz', '..', '%2F', 'null', '0', '-1'),
  fc.uuid().map(String),
)

describe.each(backends)('hostile input to the team calls on %s', (backend) => {
  const server = useTestServer(backend)
  const send = (method: string, path: string, token: string | undefined, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? JSON.stringify(body) : body }),
    })
  const rowCounts = () => Promise.all(storedTables.map((table) => server.countRows(table)))

  /** Runs `check` on every generated value, then checks that no table gained or lost a row. */
  async function storesNothing<T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>) {
    const before = await rowCounts()
    await fc.assert(fc.asyncProperty(arbitrary, check), runs)
    expect(await rowCounts()).toEqual(before)
  }

  it('every write call refuses bodies its contract refuses, and stores nothing', async () => {
    const { teamId, members } = await teamWithEveryRole(server, 'Hostile')
    const owner = members.owner.accessToken
    const calls: [string, string, readonly string[], (body: unknown) => boolean][] = [
      ['POST', 'teams', ['name'], refusedBy(teamRequest)],
      ['PUT', `teams/${teamId}`, ['name'], refusedBy(teamRequest)],
      ['POST', 'teams/switch', ['team_id'], () => true],
      [
        'PUT',
        'teams/onboarding',
        ['company', 'country', 'phone', 'use_case'],
        refusedBy(onboardingRequest),
      ],
      ['PUT', `teams/members/${members.viewer.id}`, ['role'], refusedBy(updateMemberRequest)],
      ['POST', 'teams/invitations', ['email', 'role'], refusedBy(createInvitationRequest)],
      ['POST', 'teams/accept-invite', ['token'], () => true],
      [
        'POST',
        'teams/create-user',
        ['token', 'name', 'password', 'password_confirmation'],
        () => true,
      ],
      [
        'POST',
        'teams/tokens',
        ['name', 'abilities', 'expires_at'],
        refusedBy(createApiTokenRequest),
      ],
    ]
    for (const [method, path, fields, refused] of calls)
      await storesNothing(hostileBody(fields).filter(refused), async (body) =>
        expectRefusal(await send(method, path, owner, body)),
      )
    // The refused updates changed nothing either.
    expect((await send('GET', `teams/${teamId}`, owner)).body.name).toBe('Hostile')
    const viewer = await send('GET', 'teams/members?filter[role]=viewer', owner)
    expect(viewer.body.data.map((member: { id: string }) => member.id)).toEqual([members.viewer.id])
    expect((await send('GET', 'teams/onboarding', owner)).body).toEqual({ profile: null })
  })

  it('every call with an id refuses hostile ids with a 4xx', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const owner = members.owner.accessToken
    await storesNothing(segment, async (id) => {
      expectRefusal(await send('GET', `teams/${id}`, owner))
      expectRefusal(await send('PUT', `teams/${id}`, owner, { name: 'Renamed' }))
      expectRefusal(await send('DELETE', `teams/${id}`, owner))
      expectRefusal(await send('PUT', `teams/members/${id}`, owner, { role: 'viewer' }))
      expectRefusal(await send('DELETE', `teams/members/${id}`, owner))
      expectRefusal(await send('DELETE', `teams/invitations/${id}`, owner))
      expectRefusal(await send('DELETE', `teams/tokens/${id}`, owner))
      expectRefusal(await send('GET', `teams/accept-invite/${id}`, undefined))
    })
    const team = await send('GET', `teams/${teamId}`, owner)
    expect(team.body.name).toBe('Acme')
  })

  it('a hostile but valid team name is stored as text, never run', async () => {
    const { members } = await teamWithEveryRole(server)
    const owner = members.owner.accessToken
    const name = hostileString.filter((value) => teamRequest.safeParse({ name: value }).success)
    await fc.assert(
      fc.asyncProperty(name, async (value) => {
        const created = await send('POST', 'teams', owner, { name: value })
        expect(created.status).toBe(201)
        const shown = await send('GET', `teams/${created.body.id}`, owner)
        expect(shown.body.name).toBe(value.trim())
      }),
      { numRuns: 15 },
    )
  })

  it('every list of the team area answers a hostile query with a page or a 422', async () => {
    const { members } = await teamWithEveryRole(server)
    const lists = ['teams', 'teams/members', 'teams/invitations', 'teams/tokens', 'teams/activity']
    lists.push(...resources.map((resource) => resource.path))
    const param = fc.constantFrom(
      'page',
      'per_page',
      'sort',
      'search',
      'filter[role]',
      'filter[status]',
      'filter[type]',
      'filter[actor_id]',
      'filter[from]',
      'filter[to]',
      'filter[x]',
    )
    await fc.assert(
      fc.asyncProperty(fc.dictionary(param, hostileString, { maxKeys: 4 }), async (query) => {
        const search = new URLSearchParams(query).toString()
        for (const list of lists) {
          const response = await send('GET', `${list}?${search}`, members.owner.accessToken)
          expect([200, 422], list).toContain(response.status)
          if (response.status === 422) expectRefusal(response)
        }
      }),
      runs,
    )
    // Every registered resource adds a list to walk 40 times: the time grows with the registry.
  }, 180_000)

  describe.each(resources.map((resource) => [resource.path, resource] as const))(
    'resource %s',
    (path, resource) => {
      const sample = sampleFor(path)
      const fields = [...new Set([...Object.keys(sample.create(0)), ...Object.keys(sample.update)])]
      // The least role that may write it: editors, or admins where the resource asks more.
      const writer = (resource.rules?.create ?? defaultResourceRules.create).includes('editor')
        ? 'editor'
        : 'admin'

      it('store and update refuse what the contract refuses, and change nothing', async () => {
        const { members } = await teamWithEveryRole(server)
        const token = members[writer].accessToken
        const made = await send('POST', path, token, sample.create(0))
        expect(made.status).toBe(201)
        await storesNothing(
          hostileBody(fields).filter(refusedBy(resource.schemas.create)),
          async (body) => expectRefusal(await send('POST', path, token, body)),
        )
        await storesNothing(
          hostileBody(fields).filter(refusedBy(resource.schemas.update)),
          async (body) => expectRefusal(await send('PUT', `${path}/${made.body.id}`, token, body)),
        )
        expect((await send('GET', `${path}/${made.body.id}`, token)).body).toEqual(made.body)
        await storesNothing(segment, async (id) => {
          expectRefusal(await send('GET', `${path}/${id}`, token))
          expectRefusal(await send('PUT', `${path}/${id}`, token, sample.update))
          expectRefusal(await send('DELETE', `${path}/${id}`, token))
        })
      })

      it('each field holding anything: stored when the contract takes it, else a 422 naming it', async () => {
        const { members } = await teamWithEveryRole(server)
        const token = members[writer].accessToken
        let n = 1000
        const field = fc.constantFrom(...Object.keys(sample.create(0)))
        const uniqueFields = Object.values(resource.unique ?? {}).map((index) => index.field)
        await fc.assert(
          fc.asyncProperty(field, hostileValue, async (name, value) => {
            n += 1
            const body = { ...sample.create(n), [name]: value }
            const accepted = resource.schemas.create.safeParse(body).success
            const before = await server.countRows(resource.table)
            const response = await send('POST', path, token, body)
            const stored = (await server.countRows(resource.table)) - before
            if (response.status === 201) {
              expect(accepted).toBe(true)
              expect(stored).toBe(1)
              return
            }
            expectRefusal(response)
            expect(stored).toBe(0)
            // A value the contract takes is refused only when it repeats a unique one.
            if (accepted)
              expect(uniqueFields).toEqual(
                expect.arrayContaining(Object.keys(response.body.errors)),
              )
            else if (response.status === 422)
              // A nested field (a segment's rules) is named by its path: `rules.match`.
              expect(Object.keys(response.body.errors).map((key) => key.split('.')[0])).toContain(
                name,
              )
          }),
          runs,
        )
      })
    },
  )
})
