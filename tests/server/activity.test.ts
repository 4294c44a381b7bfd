import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activityLog } from '../../server/src/db/schema'
import { activityList } from '../../src/contract/activity'
import { latestMail, password, register, registerVerified, uniqueEmail } from './support/accounts'
import { apiTokenFor, teamWithEveryRole, viewerApiTokenFor } from './support/teams'
import { apiBase, appUrl, backends, useTestServer } from './support/test-server'

interface Entry {
  action: string
  subject_type: string
  subject_label: string
  actor: { id: string | null; name: string }
  api_token: { id: string; name: string } | null
  properties: Record<string, unknown>
}

describe.each(backends)('team activity log on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })
  const log = async (token: string, query = '') => {
    const response = await call('GET', `teams/activity?per_page=100${query}`, token)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return activityList.parse(response.body).data as Entry[]
  }
  const summary = (entries: Entry[]) =>
    entries.map((entry) => `${entry.subject_type}.${entry.action} ${entry.subject_label}`).reverse()

  it('records every change to the team, its members, invitations, tokens and resources', async () => {
    const { teamId, members } = await teamWithEveryRole(server, 'Logged')
    const owner = members.owner.accessToken
    await call('PUT', `teams/${teamId}`, owner, { name: 'Logged Ltd' })
    await call('PUT', `teams/members/${members.viewer.id}`, owner, { role: 'editor' })
    await call('DELETE', `teams/members/${members.editor.id}`, owner)
    await call('DELETE', `teams/members/${members.viewer.id}`, members.viewer.accessToken)
    const invitee = uniqueEmail('joiner')
    const sent = await call('POST', 'teams/invitations', owner, { email: invitee, role: 'viewer' })
    expect(sent.status).toBe(201)
    const token = (await latestMail(server, invitee)).text.match(
      new RegExp(`${appUrl}/team-invitations/(\\S+)`),
    )?.[1]
    const joined = await call('POST', 'teams/create-user', undefined, {
      token,
      name: 'Joiner',
      password,
      password_confirmation: password,
    })
    expect(joined.status).toBe(201)
    const other = await call('POST', 'teams/invitations', owner, {
      email: uniqueEmail(),
      role: 'admin',
    })
    await call('DELETE', `teams/invitations/${other.body.id}`, owner)
    const apiToken = await apiTokenFor(server, members.admin)
    await call('DELETE', `teams/tokens/${apiToken.id}`, members.admin.accessToken)
    const field = await call('POST', 'custom-fields', owner, {
      key: 'tier',
      label: 'Tier',
      type: 'text',
    })
    await call('PUT', `custom-fields/${field.body.id}`, owner, { label: 'Level' })
    await call('PUT', `custom-fields/${field.body.id}`, owner, { label: 'Level' })
    await call('DELETE', `custom-fields/${field.body.id}`, owner)
    // Refused calls change nothing and leave no entry.
    await call('POST', 'custom-fields', owner, { key: 'Bad Key' })
    await call('PUT', `teams/${teamId}`, members.admin.accessToken, { name: '' })

    const entries = await log(owner)
    expect(summary(entries)).toEqual([
      'team.created Logged',
      'team.updated Logged Ltd',
      `member.role_changed ${members.viewer.email}`,
      `member.removed ${members.editor.email}`,
      `member.left ${members.viewer.email}`,
      `invitation.created ${invitee}`,
      `invitation.accepted ${invitee}`,
      `member.joined ${invitee}`,
      `invitation.created ${other.body.email}`,
      `invitation.revoked ${other.body.email}`,
      'api_token.created token read+create+update+delete',
      'api_token.revoked token read+create+update+delete',
      'custom_field.created Tier',
      'custom_field.updated Level',
      'custom_field.deleted Level',
    ])
    const byName = (label: string) => entries.find((entry) => entry.subject_label === label)
    expect(byName('Logged Ltd')?.properties).toEqual({ name: { from: 'Logged', to: 'Logged Ltd' } })
    expect(entries.find((entry) => entry.action === 'role_changed')?.properties).toEqual({
      role: { from: 'viewer', to: 'editor' },
    })
    expect(entries.find((entry) => entry.action === 'joined')?.actor).toEqual({
      id: joined.body.user.id,
      name: 'Joiner',
    })
    expect(entries.find((entry) => entry.action === 'left')?.actor.id).toBe(members.viewer.id)
    expect(
      entries.find((entry) => entry.subject_type === 'custom_field' && entry.action === 'updated')
        ?.properties,
    ).toEqual({ fields: ['label'] })
  })

  it('names the API token a change was made with', async () => {
    const { members } = await teamWithEveryRole(server)
    const token = await apiTokenFor(server, members.editor, ['create'])
    await call('POST', 'custom-fields', token.secret, { key: 'via', label: 'Via', type: 'text' })
    const [entry] = await log(members.owner.accessToken, '&filter[subject_type]=custom_field')
    expect(entry?.actor).toEqual({ id: members.editor.id, name: expect.any(String) })
    expect(entry?.api_token).toEqual({ id: token.id, name: 'token create' })
  })

  it('is for owners and admins; editors and viewers get 403; other teams see nothing', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    expect((await log(members.owner.accessToken)).length).toBeGreaterThan(0)
    expect((await log(members.admin.accessToken)).length).toBeGreaterThan(0)
    for (const role of ['editor', 'viewer'] as const) {
      const response = await call('GET', 'teams/activity', members[role].accessToken)
      expect(response.status, role).toBe(403)
      expect(response.body.message).toBe(
        `Your role in this team (${role}) does not allow you to read the activity log.`,
      )
      const token =
        role === 'viewer'
          ? await viewerApiTokenFor(server, teamId, members[role], ['read'])
          : await apiTokenFor(server, members[role], ['read'])
      expect((await call('GET', 'teams/activity', token.secret)).status).toBe(403)
    }
    const adminToken = await apiTokenFor(server, members.admin, ['read'])
    expect((await call('GET', 'teams/activity', adminToken.secret)).status).toBe(200)
    const stranger = await registerVerified(server)
    expect(await log(stranger.accessToken)).toEqual([])
    expect((await call('GET', 'teams/activity')).status).toBe(401)
    const unverified = await register(server)
    expect((await call('GET', 'teams/activity', unverified.accessToken)).status).toBe(409)
  })

  it('filters by actor, action, subject and dates, pages and sorts', async () => {
    const { teamId, members } = await teamWithEveryRole(server)
    const at = (iso: string) => new Date(iso)
    const rows = [
      ['2024-01-01T10:00:00Z', members.owner.id, 'created', 'custom_field', 'One'],
      ['2024-01-02T10:00:00Z', members.admin.id, 'updated', 'custom_field', 'Two'],
      ['2024-01-02T23:59:59Z', members.admin.id, 'deleted', 'custom_field', 'Three'],
      ['2024-01-03T00:00:00Z', members.owner.id, 'created', 'invitation', 'Four'],
    ] as const
    const subjectId = crypto.randomUUID()
    await server.db.insert(activityLog).values(
      rows.map(([time, actorId, action, subjectType, label], index) => ({
        teamId,
        actorId,
        actorName: 'someone',
        action,
        subjectType,
        subjectId: index === 1 ? subjectId : crypto.randomUUID(),
        subjectLabel: label,
        createdAt: at(time),
      })),
    )
    const token = members.admin.accessToken
    const labels = async (query: string) =>
      (await log(token, `&filter[to]=2024-12-31${query}`)).map((entry) => entry.subject_label)
    expect(await labels('')).toEqual(['Four', 'Three', 'Two', 'One'])
    expect(await labels('&sort=created_at')).toEqual(['One', 'Two', 'Three', 'Four'])
    expect(await labels(`&filter[actor_id]=${members.admin.id}`)).toEqual(['Three', 'Two'])
    expect(await labels('&filter[action]=created')).toEqual(['Four', 'One'])
    expect(await labels('&filter[subject_type]=invitation')).toEqual(['Four'])
    expect(await labels(`&filter[subject_id]=${subjectId}`)).toEqual(['Two'])
    expect(await labels('&filter[from]=2024-01-02')).toEqual(['Four', 'Three', 'Two'])
    expect(await log(token, '&filter[from]=2024-01-02&filter[to]=2024-01-02')).toHaveLength(2)
    expect(
      await log(token, '&filter[from]=2024-01-02T12:00:00Z&filter[to]=2024-01-02T23:59:59Z'),
    ).toHaveLength(1)
    const page = await call('GET', 'teams/activity?filter[to]=2024-12-31&per_page=3&page=2', token)
    expect(page.body.meta).toEqual({ total: 4, page: 2, per_page: 3, last_page: 2 })
    expect(page.body.data.map((entry: Entry) => entry.subject_label)).toEqual(['One'])
    // The unfiltered total is the count the triggers keep; it matches the rows, inserted anyhow.
    const unfiltered = await call('GET', 'teams/activity', token)
    const [counted] = await server.db
      .select({ value: count() })
      .from(activityLog)
      .where(eq(activityLog.teamId, teamId))
    expect(unfiltered.body.meta.total).toBe(counted?.value)
    expect(unfiltered.body.meta.total).toBeGreaterThan(rows.length)
    const cases: [string, string][] = [
      ['filter[actor_id]=me', 'filter.actor_id'],
      ['filter[action]=exploded', 'filter.action'],
      ['filter[subject_type]=users', 'filter.subject_type'],
      ['filter[from]=2024-02-30', 'filter.from'],
      ['filter[to]=yesterday', 'filter.to'],
      ['sort=actor', 'sort'],
      ['per_page=500', 'per_page'],
      ['filter[team_id]=x', 'filter.team_id'],
    ]
    for (const [query, field] of cases) {
      const response = await call('GET', `teams/activity?${query}`, token)
      expect(response.status, query).toBe(422)
      expect(Object.keys(response.body.errors), query).toEqual([field])
    }
  })
})
