import { describe, expect, it } from 'vitest'
import { customFieldList, customFieldResource } from '../../src/contract/custom-field'
import { register } from './support/accounts'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

/** Custom fields: the resource engine's first real resource, end to end. */
describe.each(backends)('custom fields (resource engine) on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })

  it('POST custom-fields stores a field and answers it with 201', async () => {
    const { members } = await teamWithEveryRole(server)
    const response = await call('POST', 'custom-fields', members.editor.accessToken, {
      key: ' plan ',
      label: ' Plan ',
      type: 'select',
      options: ['Free', 'Pro'],
    })
    expect(response.status).toBe(201)
    expect(customFieldResource.parse(response.body)).toMatchObject({
      key: 'plan',
      label: 'Plan',
      type: 'select',
      options: ['Free', 'Pro'],
    })
    const text = await call('POST', 'custom-fields', members.editor.accessToken, {
      key: 'nickname',
      label: 'Nickname',
      type: 'text',
    })
    expect(text.body.options).toEqual([])
  })

  it('POST custom-fields answers 422 with the failing fields', async () => {
    const { members } = await teamWithEveryRole(server)
    const token = members.owner.accessToken
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        {},
        {
          key: ['The key field is required.'],
          label: ['The label field is required.'],
          type: ['The type field is required.'],
        },
      ],
      [
        { key: 'Bad Key', label: 'x', type: 'text' },
        { key: ['The key field must start with a letter and hold only a-z, 0-9 and _.'] },
      ],
      [
        { key: 'phone', label: 'x', type: 'text' },
        { key: ['The key field names a field every contact already has.'] },
      ],
      [{ key: 'k', label: 'x', type: 'colour' }, { type: ['The selected type is invalid.'] }],
      [
        { key: 'k', label: 'x', type: 'select' },
        { options: ['The options field needs at least one option for a select field.'] },
      ],
      [
        { key: 'k', label: 'x', type: 'number', options: ['1'] },
        { options: ['The options field is only for select fields.'] },
      ],
      [
        { key: 'k', label: 'x', type: 'select', options: ['a', 'a'] },
        { options: ['The options field has duplicates.'] },
      ],
    ]
    for (const [body, errors] of cases) {
      const response = await call('POST', 'custom-fields', token, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(response.body.errors, JSON.stringify(body)).toEqual(errors)
    }
    await call('POST', 'custom-fields', token, { key: 'tier', label: 'Tier', type: 'text' })
    const duplicate = await call('POST', 'custom-fields', token, {
      key: 'tier',
      label: 'Other',
      type: 'text',
    })
    expect(duplicate.status).toBe(422)
    expect(duplicate.body).toEqual({
      message: 'The key has already been taken by another custom field.',
      errors: { key: ['The key has already been taken by another custom field.'] },
    })
  })

  it('GET custom-fields pages, sorts, filters and searches with the list contract', async () => {
    const { members } = await teamWithEveryRole(server)
    const token = members.admin.accessToken
    const made = [
      { key: 'birthday', label: 'Birthday', type: 'date' },
      { key: 'vip', label: 'VIP', type: 'boolean' },
      { key: 'score', label: 'Score', type: 'number' },
      { key: 'city', label: 'City', type: 'text' },
      { key: 'zone', label: 'Area', type: 'text' },
    ]
    for (const body of made) await call('POST', 'custom-fields', token, body)
    const keys = async (query: string) => {
      const response = await call('GET', `custom-fields${query}`, members.viewer.accessToken)
      expect(response.status, query).toBe(200)
      return customFieldList.parse(response.body)
    }
    const all = await keys('')
    expect(all.data.map((row) => row.label)).toEqual(['Area', 'Birthday', 'City', 'Score', 'VIP'])
    expect(all.meta).toEqual({ total: 5, page: 1, per_page: 10, last_page: 1 })
    const page = await keys('?sort=-key&per_page=2&page=2')
    expect(page.data.map((row) => row.key)).toEqual(['score', 'city'])
    expect(page.meta).toEqual({ total: 5, page: 2, per_page: 2, last_page: 3 })
    expect((await keys('?filter[type]=text')).data.map((row) => row.key)).toEqual(['zone', 'city'])
    expect((await keys('?search=IR')).data.map((row) => row.key)).toEqual(['birthday'])
    expect((await keys('?search=%25')).meta.total).toBe(0)
    expect((await keys('?page=9')).data).toEqual([])
    const cases: [string, string][] = [
      ['?per_page=0', 'per_page'],
      ['?per_page=101', 'per_page'],
      ['?page=-1', 'page'],
      ['?sort=options', 'sort'],
      ['?filter[type]=colour', 'filter.type'],
      ['?filter[team_id]=x', 'filter.team_id'],
    ]
    for (const [query, fieldName] of cases) {
      const response = await call('GET', `custom-fields${query}`, token)
      expect(response.status, query).toBe(422)
      expect(Object.keys(response.body.errors), query).toEqual([fieldName])
    }
  })

  it('GET, PUT and DELETE custom-fields/{id}, with 404 for unknown ids', async () => {
    const { members } = await teamWithEveryRole(server)
    const token = members.editor.accessToken
    const created = await call('POST', 'custom-fields', token, {
      key: 'source_detail',
      label: 'Source',
      type: 'text',
    })
    const id = created.body.id
    expect((await call('GET', `custom-fields/${id}`, members.viewer.accessToken)).body).toEqual(
      created.body,
    )
    const renamed = await call('PUT', `custom-fields/${id}`, token, { label: 'Lead source' })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ key: 'source_detail', label: 'Lead source', type: 'text' })
    // An update is checked against the whole record: a select needs its options.
    const incomplete = await call('PUT', `custom-fields/${id}`, token, { type: 'select' })
    expect(incomplete.status).toBe(422)
    expect(Object.keys(incomplete.body.errors)).toEqual(['options'])
    const select = await call('PUT', `custom-fields/${id}`, token, {
      type: 'select',
      options: ['Web', 'Shop'],
    })
    expect(select.body).toMatchObject({ type: 'select', options: ['Web', 'Shop'] })
    await call('POST', 'custom-fields', token, { key: 'taken', label: 'Taken', type: 'text' })
    const clash = await call('PUT', `custom-fields/${id}`, token, { key: 'taken' })
    expect(clash.body.errors).toEqual({
      key: ['The key has already been taken by another custom field.'],
    })
    const wrongType = await call('PUT', `custom-fields/${id}`, token, { label: ['x'] })
    expect(wrongType.body.errors).toEqual({ label: ['The label field must be a string.'] })

    const deleted = await call('DELETE', `custom-fields/${id}`, token)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ message: 'The custom field was deleted.' })
    for (const unknown of [id, crypto.randomUUID(), 'not-an-id', "1' OR '1'='1"]) {
      const path = `custom-fields/${encodeURIComponent(unknown)}`
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await call(method, path, token, method === 'GET' ? undefined : {})
        expect(response.status, `${method} ${unknown}`).toBe(404)
        expect(response.body.message).toBe('The custom field was not found.')
      }
    }
  })

  it('viewers read; editors, admins and owners write; sessions need a verified address', async () => {
    const { members } = await teamWithEveryRole(server)
    const made = await call('POST', 'custom-fields', members.owner.accessToken, {
      key: 'shared',
      label: 'Shared',
      type: 'text',
    })
    const id = made.body.id
    const viewer = members.viewer.accessToken
    expect((await call('GET', 'custom-fields', viewer)).status).toBe(200)
    expect((await call('GET', `custom-fields/${id}`, viewer)).status).toBe(200)
    for (const [method, path, verb] of [
      ['POST', 'custom-fields', 'create'],
      ['PUT', `custom-fields/${id}`, 'change'],
      ['DELETE', `custom-fields/${id}`, 'delete'],
    ] as const) {
      const response = await call(method, path, viewer, { key: 'v', label: 'v', type: 'text' })
      expect(response.status, method).toBe(403)
      expect(response.body.message).toBe(
        `Your role in this team (viewer) does not allow you to ${verb} custom fields.`,
      )
    }
    for (const role of ['owner', 'admin', 'editor'] as const) {
      const token = members[role].accessToken
      const created = await call('POST', 'custom-fields', token, {
        key: `by_${role}`,
        label: role,
        type: 'text',
      })
      expect(created.status, role).toBe(201)
      const updated = await call('PUT', `custom-fields/${created.body.id}`, token, { label: 'x' })
      expect(updated.status, role).toBe(200)
      expect((await call('DELETE', `custom-fields/${created.body.id}`, token)).status).toBe(200)
    }
    expect((await call('GET', 'custom-fields')).status).toBe(401)
    expect((await call('GET', 'custom-fields', 'expired-or-unknown')).status).toBe(401)
    const unverified = await register(server)
    const conflict = await call('GET', 'custom-fields', unverified.accessToken)
    expect(conflict.status).toBe(409)
    expect(conflict.body.message).toBe('Your email address is not verified.')
  })
})
