import { describe, expect, it } from 'vitest'
import { tagList, tagResource } from '../../src/contract/tag'
import { caller, storeContact } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

/** Tags through the resource engine: counts, renames and deletes reach the contacts. */
describe.each(backends)('tags on %s', (backend) => {
  const server = useTestServer(backend)

  it('stores, lists with contact counts, renames on every contact and deletes from every contact', async () => {
    const { members } = await teamWithEveryRole(server)
    const call = caller(server, members.editor.accessToken)
    const vip = await call('POST', 'tags', {
      name: ' VIP ',
      colour: '#FF0000',
      description: 'Best',
    })
    expect(vip.status).toBe(201)
    expect(tagResource.parse(vip.body)).toMatchObject({
      name: 'VIP',
      colour: '#ff0000',
      description: 'Best',
      contact_count: 0,
    })
    const first = await storeContact(call, 1, { tags: ['vip', 'other'] })
    await storeContact(call, 2, { tags: ['VIP'] })
    await storeContact(call, 3)
    const listed = tagList.parse((await call('GET', 'tags')).body)
    // Sorted by name in the database's collation: compared here without regard to order.
    expect(listed.data.map((tag) => [tag.name, tag.contact_count, tag.colour])).toEqual(
      expect.arrayContaining([
        ['other', 1, expect.stringMatching(/^#[0-9a-f]{6}$/)],
        ['VIP', 2, '#ff0000'],
      ]),
    )
    expect(listed.meta.total).toBe(2)
    expect((await call('GET', `tags/${vip.body.id}`)).body.contact_count).toBe(2)
    const renamed = await call('PUT', `tags/${vip.body.id}`, { name: 'Gold' })
    expect(renamed.body).toMatchObject({ name: 'Gold', contact_count: 2 })
    expect((await call('GET', `contacts/${first.id}`)).body.tags).toEqual(['Gold', 'other'])
    expect((await call('GET', 'contacts?filter[tag]=gold')).body.meta.total).toBe(2)
    const deleted = await call('DELETE', `tags/${vip.body.id}`)
    expect(deleted.body).toEqual({ message: 'The tag was deleted.' })
    expect((await call('GET', `contacts/${first.id}`)).body.tags).toEqual(['other'])
    expect((await call('GET', 'tags?search=oth')).body.meta.total).toBe(1)
  })

  it('refuses a second tag of the same name, case ignored, and bad colours or names', async () => {
    const { members } = await teamWithEveryRole(server)
    const call = caller(server, members.admin.accessToken)
    await call('POST', 'tags', { name: 'News' })
    const again = await call('POST', 'tags', { name: 'NEWS' })
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({ name: ['The team already has a tag with this name.'] })
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'a;b' }, 'name'],
      [{ name: 'x'.repeat(65) }, 'name'],
      [{ name: 'ok', colour: 'red' }, 'colour'],
    ]
    for (const [body, field] of cases) {
      const response = await call('POST', 'tags', body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual([field])
    }
    const viewer = caller(server, members.viewer.accessToken)
    expect((await viewer('GET', 'tags')).status).toBe(200)
    expect((await viewer('POST', 'tags', { name: 'x' })).status).toBe(403)
  })

  it('a rename or delete in one team leaves the same tag name of another team alone', async () => {
    const a = await teamWithEveryRole(server, 'A')
    const b = await teamWithEveryRole(server, 'B')
    const aCall = caller(server, a.members.owner.accessToken)
    const bCall = caller(server, b.members.owner.accessToken)
    const aContact = await storeContact(aCall, 1, { tags: ['shared'] })
    const bContact = await storeContact(bCall, 1, { tags: ['shared'] })
    const bTag = (await bCall('GET', 'tags')).body.data[0]
    await bCall('PUT', `tags/${bTag.id}`, { name: 'renamed' })
    expect((await aCall('GET', `contacts/${aContact.id}`)).body.tags).toEqual(['shared'])
    await bCall('DELETE', `tags/${bTag.id}`)
    expect((await aCall('GET', `contacts/${aContact.id}`)).body.tags).toEqual(['shared'])
    expect((await bCall('GET', `contacts/${bContact.id}`)).body.tags).toEqual([])
    expect((await aCall('GET', 'tags')).body.data[0].contact_count).toBe(1)
  })
})
