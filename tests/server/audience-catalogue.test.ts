import { describe, expect, it } from 'vitest'
import { analyticsFilters } from '../../src/contract/analytics'
import { countryList } from '../../src/contract/countries'
import { register } from './support/accounts'
import { caller, storeContact } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

/** GET countries and GET analytics/filters. */
describe.each(backends)('audience catalogue on %s', (backend) => {
  const server = useTestServer(backend)

  it('GET countries lists every country a number can belong to, by name', async () => {
    const { members } = await teamWithEveryRole(server)
    const response = await caller(server, members.viewer.accessToken)('GET', 'countries')
    expect(response.status).toBe(200)
    const { data } = countryList.parse(response.body)
    expect(data.length).toBeGreaterThan(200)
    expect(data).toContainEqual({ code: 'GB', name: 'United Kingdom', dial_code: '44' })
    expect(data).toContainEqual({ code: 'US', name: 'United States', dial_code: '1' })
    const names = data.map((country) => country.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect((await caller(server)('GET', 'countries')).status).toBe(401)
    const unverified = await register(server)
    expect((await caller(server, unverified.accessToken)('GET', 'countries')).status).toBe(409)
  })

  it('GET analytics/filters offers what the team’s own data can be filtered by', async () => {
    const { members } = await teamWithEveryRole(server)
    const call = caller(server, members.editor.accessToken)
    await call('POST', 'custom-fields', {
      key: 'plan',
      label: 'Plan',
      type: 'select',
      options: ['A', 'B'],
    })
    await storeContact(call, 1, { network: '310260', tags: ['vip'] })
    await storeContact(call, 2, { network: '310260' })
    await call('POST', 'contacts', { phone: '+44 20 7946 0958' })
    const segment = (
      await call('POST', 'segments', { name: 'All', rules: { match: 'all', rules: [] } })
    ).body
    const feed = (await call('POST', 'feeds', { name: 'Form' })).body
    const other = await teamWithEveryRole(server, 'Other')
    await storeContact(caller(server, other.members.owner.accessToken), 3, { tags: ['secret'] })
    const filters = analyticsFilters.parse(
      (await caller(server, members.viewer.accessToken)('GET', 'analytics/filters')).body,
    )
    expect(filters).toMatchObject({
      statuses: ['active', 'unsubscribed', 'invalid', 'blocked'],
      sources: ['upload', 'feed', 'api', 'manual'],
      countries: [
        { value: 'US', label: 'United States', count: 2 },
        { value: 'GB', label: 'United Kingdom', count: 1 },
      ],
      networks: [{ value: '310260', label: '310260', count: 2 }],
      tags: [{ name: 'vip' }],
      segments: [{ id: segment.id, name: 'All' }],
      feeds: [{ id: feed.id, name: 'Form' }],
      custom_fields: [{ key: 'plan', label: 'Plan', type: 'select', options: ['A', 'B'] }],
    })
    expect(filters.tags).toHaveLength(1)
  })
})
