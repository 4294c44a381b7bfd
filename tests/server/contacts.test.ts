import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contacts } from '../../server/src/db/schema'
import { contactList, contactResource } from '../../src/contract/contact'
import { caller, storeContact } from './support/audience'
import { samplePhone } from './support/resource-samples'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

/** Contacts through the resource engine: phones, custom fields, tags, the list contract, roles. */
describe.each(backends)('contacts on %s', (backend) => {
  const server = useTestServer(backend)

  async function teamWithFields() {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.editor.accessToken)
    for (const field of [
      { key: 'plan', label: 'Plan', type: 'select', options: ['Free', 'Pro'] },
      { key: 'score', label: 'Score', type: 'number' },
      { key: 'birthday', label: 'Birthday', type: 'date' },
      { key: 'vip', label: 'VIP', type: 'boolean' },
      { key: 'city', label: 'City', type: 'text' },
    ])
      expect((await call('POST', 'custom-fields', field)).status).toBe(201)
    return { ...team, call }
  }

  it('stores a contact with its phone in E.164, read internationally or with its country', async () => {
    const { call } = await teamWithFields()
    const international = await call('POST', 'contacts', {
      phone: '+44 20 7946 0958',
      first_name: ' Ada ',
      last_name: '',
      email: 'ADA@Example.com',
    })
    expect(international.status).toBe(201)
    expect(contactResource.parse(international.body)).toMatchObject({
      phone: '+442079460958',
      country: 'GB',
      first_name: 'Ada',
      last_name: null,
      email: 'ada@example.com',
      status: 'active',
      source: 'manual',
      tags: [],
      custom_fields: {},
    })
    const national = await call('POST', 'contacts', { phone: '06 12 34 56 78', country: 'fr' })
    expect(national.body).toMatchObject({ phone: '+33612345678', country: 'FR' })
    const idd = await call('POST', 'contacts', { phone: '0033 6 12 34 56 79' })
    expect(idd.body).toMatchObject({ phone: '+33612345679', country: 'FR' })
  })

  it('refuses numbers it cannot read with a clear 422 on phone', async () => {
    const { call } = await teamWithFields()
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '' }, 'The phone field is required.'],
      [
        { phone: '020 7946 0958' },
        'The phone field must start with + and the country code, or come with a country.',
      ],
      [{ phone: '+1 555 555 5555' }, 'The phone field is not a valid phone number.'],
      [{ phone: '123', country: 'GB' }, 'The phone field is not a valid phone number for GB.'],
      [
        { phone: 'call me maybe' },
        'The phone field may hold only digits, spaces, ( ) . - / and a leading +.',
      ],
      [{ phone: 42 }, 'The phone field must be a string.'],
    ]
    for (const [body, message] of cases) {
      const response = await call('POST', 'contacts', body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(response.body.errors.phone, JSON.stringify(body)).toEqual([message])
    }
    await storeContact(call, 1)
    const duplicate = await call('POST', 'contacts', { phone: samplePhone(1) })
    expect(duplicate.status).toBe(422)
    expect(duplicate.body.errors).toEqual({
      phone: ['The phone number belongs to another contact of the team.'],
    })
  })

  it('checks custom field values by type on store and update, and stores them normalised', async () => {
    const { call } = await teamWithFields()
    const stored = await storeContact(call, 2, {
      custom_fields: { plan: 'pro', score: '12.5', birthday: '1990-02-28', vip: 'yes', city: 42 },
    })
    expect(stored.custom_fields).toEqual({
      plan: 'Pro',
      score: 12.5,
      birthday: '1990-02-28',
      vip: true,
      city: '42',
    })
    const refused = await call('POST', 'contacts', {
      phone: samplePhone(3),
      custom_fields: {
        plan: 'Gold',
        score: 'many',
        birthday: '1990-02-30',
        vip: 'perhaps',
        shoe_size: 42,
      },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      'custom_fields.plan': ['The Plan field must be one of: Free, Pro.'],
      'custom_fields.score': ['The Score field must be a number.'],
      'custom_fields.birthday': ['The Birthday field must be a date (YYYY-MM-DD).'],
      'custom_fields.vip': ['The VIP field must be true or false.'],
      'custom_fields.shoe_size': ['There is no custom field with the key "shoe_size".'],
    })
    expect(await server.countRows(contacts)).toBeGreaterThan(0)
    const bad = await call('PUT', `contacts/${stored.id}`, { custom_fields: { score: true } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      'custom_fields.score': ['The Score field must be a number.'],
    })
    const cleared = await call('PUT', `contacts/${stored.id}`, {
      custom_fields: { plan: 'Free', score: null },
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.custom_fields).toEqual({ plan: 'Free' })
  })

  it('tags contacts by name: new names become tags, known ones keep the team’s spelling', async () => {
    const { call } = await teamWithFields()
    expect((await call('POST', 'tags', { name: 'VIP' })).status).toBe(201)
    const stored = await storeContact(call, 4, { tags: ['vip', 'Newsletter', 'newsletter'] })
    expect(stored.tags).toEqual(['VIP', 'Newsletter'])
    const tags = await call('GET', 'tags')
    expect(tags.body.data.map((tag: { name: string }) => tag.name)).toEqual(['Newsletter', 'VIP'])
    const refused = await call('POST', 'contacts', { phone: samplePhone(5), tags: ['a,b'] })
    expect(refused.body.errors).toEqual({ 'tags.0': ['The 0 field may not contain , or ;.'] })
  })

  it('updates a contact, checking the whole record, and keeps its phone unique', async () => {
    const { call, members } = await teamWithFields()
    const first = await storeContact(call, 6)
    await storeContact(call, 7)
    const renamed = await call('PUT', `contacts/${first.id}`, {
      first_name: 'Grace',
      status: 'unsubscribed',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ first_name: 'Grace', status: 'unsubscribed' })
    const moved = await call('PUT', `contacts/${first.id}`, { phone: '+1 (415) 200-0100' })
    expect(moved.body.phone).toBe('+14152000100')
    const clash = await call('PUT', `contacts/${first.id}`, { phone: samplePhone(7) })
    expect(clash.body.errors).toEqual({
      phone: ['The phone number belongs to another contact of the team.'],
    })
    const viewer = caller(server, members.viewer.accessToken)
    expect((await viewer('GET', `contacts/${first.id}`)).status).toBe(200)
    const refused = await viewer('PUT', `contacts/${first.id}`, { first_name: 'x' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your role in this team (viewer) does not allow you to change contacts.',
    )
    expect((await viewer('DELETE', `contacts/${first.id}`)).status).toBe(403)
    expect((await call('DELETE', `contacts/${first.id}`)).status).toBe(200)
    expect((await call('GET', `contacts/${first.id}`)).status).toBe(404)
  })

  it('lists with filters (status, country, network, tag, source, custom fields), search and sort', async () => {
    const { call, members } = await teamWithFields()
    const made = [
      await storeContact(call, 10, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        tags: ['vip'],
        network: '310260',
        custom_fields: { plan: 'Pro', score: 10, vip: true, birthday: '1990-01-01' },
      }),
      await storeContact(call, 11, {
        first_name: 'Grace',
        status: 'blocked',
        source: 'upload',
        tags: ['vip', 'new'],
        custom_fields: { plan: 'Free', score: 10.0 },
      }),
      (
        await call('POST', 'contacts', {
          phone: '+44 20 7946 0958',
          first_name: 'Alan',
          source: 'feed',
          custom_fields: { city: 'London' },
        })
      ).body,
    ]
    const viewer = caller(server, members.viewer.accessToken)
    const list = async (query: string) => {
      const response = await viewer('GET', `contacts${query}`)
      expect(response.status, `${query} ${JSON.stringify(response.body)}`).toBe(200)
      return contactList.parse(response.body).data.map((contact) => contact.first_name)
    }
    expect(await list('')).toEqual(['Alan', 'Grace', 'Ada'])
    expect(await list('?sort=first_name')).toEqual(['Ada', 'Alan', 'Grace'])
    expect(await list('?filter[status]=blocked')).toEqual(['Grace'])
    expect(await list('?filter[status]=blocked,active')).toEqual(['Alan', 'Grace', 'Ada'])
    expect(await list('?filter[status]=')).toHaveLength(3)
    expect(await list('?filter[country]=gb')).toEqual(['Alan'])
    expect(await list('?filter[network]=310260')).toEqual(['Ada'])
    expect(await list('?filter[tag]=VIP')).toEqual(['Grace', 'Ada'])
    expect(await list('?filter[tag]=new,unknown')).toEqual(['Grace'])
    expect(await list('?filter[source]=feed,upload')).toEqual(['Alan', 'Grace'])
    expect(await list('?filter[custom.plan]=pro')).toEqual(['Ada'])
    expect(await list('?filter[custom.score]=10')).toEqual(['Grace', 'Ada'])
    expect(await list('?filter[custom.vip]=true')).toEqual(['Ada'])
    expect(await list('?filter[custom.birthday]=1990-01-01')).toEqual(['Ada'])
    expect(await list('?filter[custom.city]=London&filter[country]=GB')).toEqual(['Alan'])
    const today = new Date().toISOString().slice(0, 10)
    expect(await list(`?filter[created_from]=${today}&filter[created_to]=${today}`)).toHaveLength(3)
    expect(await list('?filter[created_to]=2000-01-01')).toEqual([])
    expect(await list('?search=love')).toEqual(['Ada'])
    expect(await list('?search=ADA@EXAMPLE')).toEqual(['Ada'])
    expect(await list(`?search=${encodeURIComponent('(415) 200-0011')}`)).toEqual(['Grace'])
    expect(await list(`?search=${encodeURIComponent('+44 20 7946')}`)).toEqual(['Alan'])
    expect(await list('?search=%25')).toEqual([])
    expect(made).toHaveLength(3)
    const refusals: [string, string][] = [
      ['?filter[status]=gone', 'filter.status.0'],
      ['?filter[country]=XX', 'filter.country.0'],
      ['?filter[custom.plan]=Gold', 'filter.custom.plan'],
      ['?filter[custom.score]=ten', 'filter.custom.score'],
      ['?filter[custom.nothing]=1', 'filter.custom.nothing'],
      ['?filter[team_id]=x', 'filter.team_id'],
      ['?sort=custom_fields', 'sort'],
      ['?filter[created_from]=yesterday', 'filter.created_from'],
    ]
    for (const [query, field] of refusals) {
      const response = await viewer('GET', `contacts${query}`)
      expect(response.status, query).toBe(422)
      expect(Object.keys(response.body.errors), query).toEqual([field])
    }
  })

  it('another team never sees, filters into or changes a team’s contacts', async () => {
    const a = await teamWithFields()
    const b = await teamWithEveryRole(server, 'Other')
    const contact = await storeContact(a.call, 20, { tags: ['vip'] })
    const bCall = caller(server, b.members.owner.accessToken)
    for (const query of ['', '?filter[tag]=vip', `?search=${encodeURIComponent(contact.phone)}`])
      expect((await bCall('GET', `contacts${query}`)).body.data).toEqual([])
    // The same number is another contact in another team.
    const theirs = await storeContact(bCall, 20)
    expect(theirs.id).not.toBe(contact.id)
    const [row] = await server.db.select().from(contacts).where(eq(contacts.id, contact.id))
    expect(row?.teamId).toBe(a.teamId)
  })
})
