import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiTokens, customFields } from '../../server/src/db/schema'
import { apiTokenList, createdApiToken } from '../../src/contract/api-tokens'
import { serverTokens } from '../../src/contract/constants'
import { password, registerVerified } from './support/accounts'
import { apiTokenFor, teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('API tokens on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })
  const field = (key: string) => ({ key, label: key, type: 'text' })

  it('POST teams/tokens shows the secret once and stores only its hash', async () => {
    const ada = await registerVerified(server)
    const response = await call('POST', 'teams/tokens', ada.accessToken, {
      name: 'CRM sync',
      abilities: ['read', 'create'],
    })
    expect(response.status).toBe(201)
    const created = createdApiToken.parse(response.body)
    expect(created).toMatchObject({
      name: 'CRM sync',
      abilities: ['read', 'create'],
      last_used_at: null,
      expires_at: null,
    })
    expect(created.plain_text_token).toMatch(/^sbt_[A-Za-z0-9_-]{43}$/)
    const [stored] = await server.db.select().from(apiTokens).where(eq(apiTokens.id, created.id))
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(created.plain_text_token)
    const list = await call('GET', 'teams/tokens', ada.accessToken)
    expect(apiTokenList.parse(list.body).data.map((token) => token.id)).toEqual([created.id])
    expect(JSON.stringify(list.body)).not.toContain(created.plain_text_token)
  })

  it('lists only the caller’s own tokens of the current team', async () => {
    const { members } = await teamWithEveryRole(server)
    const mine = await apiTokenFor(server, members.editor, ['read'])
    await apiTokenFor(server, members.admin, ['read'])
    const list = await call('GET', 'teams/tokens', members.editor.accessToken)
    expect(list.body.data.map((token: { id: string }) => token.id)).toEqual([mine.id])
    expect(list.body.meta).toEqual({ total: 1, page: 1, per_page: 10, last_page: 1 })
    const foreign = await call('DELETE', `teams/tokens/${mine.id}`, members.admin.accessToken)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('The API token was not found.')
  })

  it('authenticates team calls in its own team and notes when it was last used', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const token = await apiTokenFor(server, members.editor)
    // Switching the session's team does not move the token.
    const personal = (await call('GET', 'teams?search=Team', members.editor.accessToken)).body
      .data[0].id
    await call('POST', 'teams/switch', members.editor.accessToken, { team_id: personal })
    const list = await call('GET', 'teams/members', token.secret)
    expect(list.status).toBe(200)
    expect(list.body.meta.total).toBe(4)
    const created = await call('POST', 'custom-fields', token.secret, field('via_token'))
    expect(created.status).toBe(201)
    const [row] = await server.db.select().from(apiTokens).where(eq(apiTokens.id, token.id))
    expect(row?.lastUsedAt).toBeInstanceOf(Date)
    const [stored] = await server.db
      .select({ teamId: customFields.teamId })
      .from(customFields)
      .where(eq(customFields.id, created.body.id))
    expect(stored?.teamId).toBe(teamId)
  })

  it('limits a token to its abilities, and to the member’s role', async () => {
    const { members } = await teamWithEveryRole(server)
    const readOnly = await apiTokenFor(server, members.editor, ['read'])
    expect((await call('GET', 'custom-fields', readOnly.secret)).status).toBe(200)
    for (const [method, path, ability] of [
      ['POST', 'custom-fields', 'create'],
      ['PUT', `custom-fields/${crypto.randomUUID()}`, 'update'],
      ['DELETE', `custom-fields/${crypto.randomUUID()}`, 'delete'],
    ] as const) {
      const response = await call(method, path, readOnly.secret, field('nope'))
      expect(response.status, method).toBe(403)
      expect(response.body.message).toBe(`This API token does not have the "${ability}" ability.`)
    }
    // A viewer makes no tokens (tokens.create): this one was made before the demotion.
    const demotedToken = await apiTokenFor(server, members.editor)
    const demoted = await call(
      'PUT',
      `teams/members/${members.editor.id}`,
      members.owner.accessToken,
      { role: 'viewer' },
    )
    expect(demoted.status).toBe(200)
    const refused = await call('POST', 'custom-fields', demotedToken.secret, field('nope'))
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your role in this team (viewer) does not allow you to create custom fields.',
    )
  })

  it('are made by owners, admins and editors, not by viewers (tokens.create)', async () => {
    const { members } = await teamWithEveryRole(server)
    for (const role of ['owner', 'admin', 'editor'] as const)
      await apiTokenFor(server, members[role], ['read'])
    const refused = await call('POST', 'teams/tokens', members.viewer.accessToken, {
      name: 'reader',
      abilities: ['read'],
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your role in this team (viewer) does not allow you to create API tokens.',
    )
    expect((await call('GET', 'teams/tokens', members.viewer.accessToken)).status).toBe(200)
  })

  it('cannot manage tokens or make account calls', async () => {
    const ada = await registerVerified(server)
    const token = await apiTokenFor(server, ada)
    const minted = await call('POST', 'teams/tokens', token.secret, {
      name: 'more',
      abilities: ['read'],
    })
    expect(minted.status).toBe(403)
    expect(minted.body.message).toBe(
      'API tokens are managed from a signed-in session, not with a token.',
    )
    expect((await call('GET', 'teams/tokens', token.secret)).status).toBe(403)
    for (const path of ['user', 'teams', 'teams/onboarding']) {
      const response = await call('GET', path, token.secret)
      expect(response.status, path).toBe(403)
      expect(response.body.message).toBe(
        'This call needs a signed-in session; an API token cannot make it.',
      )
    }
  })

  it('an expired token answers 401, and so does a revoked or unknown one', async () => {
    const ada = await registerVerified(server)
    const soon = new Date(Date.now() + serverTokens.accessTtlMs * 2).toISOString()
    const expiring = await apiTokenFor(server, ada, ['read'], { expires_at: soon })
    expect((await call('GET', 'custom-fields', expiring.secret)).status).toBe(200)
    const revocable = await apiTokenFor(server, ada, ['read'])
    const revoked = await call('DELETE', `teams/tokens/${revocable.id}`, ada.accessToken)
    expect(revoked.status).toBe(200)
    expect(revoked.body).toEqual({ message: 'The API token was revoked.' })
    const afterRevoke = await call('GET', 'custom-fields', revocable.secret)
    expect(afterRevoke.status).toBe(401)
    expect(afterRevoke.body.message).toBe('Unauthenticated.')
    expect((await call('DELETE', `teams/tokens/${revocable.id}`, ada.accessToken)).status).toBe(404)
    expect((await call('GET', 'custom-fields', 'sbt_made-up')).status).toBe(401)
    // An account call is judged by the token too: one that is no credential is not told 403.
    for (const path of ['user', 'teams', 'email/verification-notification']) {
      const method = path === 'email/verification-notification' ? 'POST' : 'GET'
      expect((await call(method, path, 'sbt_made-up')).status, path).toBe(401)
      expect((await call(method, path, revocable.secret)).status, path).toBe(401)
    }

    server.advanceClock(serverTokens.accessTtlMs * 3)
    const expired = await call('GET', 'custom-fields', expiring.secret)
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBe('The API token has expired.')
    // The session's own access token has expired by now too; a new sign-in still works.
    const login = await call('POST', 'token/login', undefined, { email: ada.email, password })
    expect((await call('GET', 'teams/tokens', login.body.access_token)).status).toBe(200)
  })

  it('POST teams/tokens refuses bad names, abilities and times', async () => {
    const ada = await registerVerified(server)
    const cases: [unknown, string[]][] = [
      [{ abilities: ['read'] }, ['name']],
      [{ name: 'x', abilities: [] }, ['abilities']],
      [{ name: 'x', abilities: ['read', 'read'] }, ['abilities']],
      [{ name: 'x', abilities: ['admin'] }, ['abilities.0']],
      [{ name: 'x', abilities: 'read' }, ['abilities']],
      [{ name: 'x', abilities: ['read'], expires_at: 'tomorrow' }, ['expires_at']],
      [{ name: 'x', abilities: ['read'], expires_at: '2001-01-01T00:00:00Z' }, ['expires_at']],
    ]
    for (const [body, fields] of cases) {
      const response = await call('POST', 'teams/tokens', ada.accessToken, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toEqual(fields)
    }
    expect((await call('POST', 'teams/tokens', undefined, {})).status).toBe(401)
  })
})
