import { describe, expect, it } from 'vitest'
import { feedKeyResponse } from '../../src/contract/feed'
import { campaignAudience } from '../../src/contract/sms-campaign'
import { caller, storeContact } from './support/audience'
import { campaignTeam } from './support/campaigns'
import { samplePhone } from './support/resource-samples'
import { apiBase, backends, useTestServer } from './support/test-server'

/** POST sms/campaigns/audience: the distinct receiving contacts the targets reach, per team. */
describe.each(backends)('Campaign audience on %s', (backend) => {
  const server = useTestServer(backend)

  const statuses = ['active', 'unsubscribed', 'invalid', 'blocked'] as const

  it('counts each receiving contact once across segments, tags and feeds', async () => {
    const team = await campaignTeam(server)
    const other = await campaignTeam(server, 'Rival')
    await team.call('POST', 'tags', { name: 'Lapsed' })
    const people: { n: number; status: string; tags: string[]; country: string }[] = []
    for (let n = 0; n < 24; n++) {
      const person = {
        n,
        status: statuses[n % statuses.length] as string,
        tags: n % 3 === 0 ? ['VIP'] : n % 3 === 1 ? ['Lapsed'] : [],
        country: n % 2 === 0 ? 'US' : 'GB',
      }
      people.push(person)
      await storeContact(team.call, n, {
        status: person.status,
        tags: person.tags,
        custom_fields: {},
        first_name: `P${n}`,
      })
      // The rival team holds the same numbers, with the same tags: never counted for Acme.
      await storeContact(other.call, n, { status: 'active', tags: ['VIP'] })
    }
    const namedSegment = await team.call('POST', 'segments', {
      name: 'First names P1…',
      rules: {
        match: 'all',
        rules: [{ field: 'first_name', operator: 'starts_with', value: 'P1' }],
      },
    })
    expect(namedSegment.status).toBe(201)
    // Five numbers arrive through the feed, two of them already known (a tag of theirs too).
    const key = feedKeyResponse.parse((await team.call('GET', `feeds/${team.feedId}/key`)).body)
    const fed = [0, 1, 100, 101, 102]
    const inbound = await server.request('POST', `${apiBase}/feeds/${team.feedId}/inbound`, {
      body: { contacts: fed.map((n) => ({ phone: samplePhone(n) })) },
      headers: { 'x-feed-key': key.key },
    })
    expect(inbound.status, JSON.stringify(inbound.body)).toBeLessThan(300)

    const count = async (targets: Record<string, unknown>, call = team.call) => {
      const response = await call('POST', 'sms/campaigns/audience', { targets })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return campaignAudience.parse(response.body).count
    }
    const receiving = (n: number) => people[n]?.status === 'active' || n >= 100
    const expected = (reached: (n: number) => boolean) =>
      [...people.map((p) => p.n), 100, 101, 102].filter((n) => receiving(n) && reached(n)).length
    const tagged = (n: number) => people[n]?.tags.includes('VIP') ?? false
    const named = (n: number) => n < 24 && String(n).startsWith('1')
    const inFeed = (n: number) => fed.includes(n)

    expect(await count({ tags: ['VIP'] })).toBe(expected(tagged))
    expect(await count({ tags: ['vip'] })).toBe(expected(tagged))
    expect(await count({ segment_ids: [namedSegment.body.id] })).toBe(expected(named))
    expect(await count({ feed_ids: [team.feedId] })).toBe(expected(inFeed))
    expect(
      await count({ tags: ['VIP'], segment_ids: [namedSegment.body.id], feed_ids: [team.feedId] }),
    ).toBe(expected((n) => tagged(n) || named(n) || inFeed(n)))
    expect(await count({})).toBe(0)
    const priced = campaignAudience.parse(
      (await team.call('POST', 'sms/campaigns/audience', { targets: {} })).body,
    )
    expect(priced).toMatchObject({ part_price: '0.0050', currency: 'EUR' })

    // Another team's segment, feed and tags reach none of Acme's contacts, nor its own for Acme.
    expect(await count({ segment_ids: [other.segmentId], feed_ids: [other.feedId] })).toBe(0)
    expect(await count({ tags: ['VIP'] }, other.call)).toBe(24)
  })

  it('answers 422 for malformed targets and 401 without a token', async () => {
    const team = await campaignTeam(server)
    const bad = await team.call('POST', 'sms/campaigns/audience', { targets: { segment_ids: [1] } })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toContain('targets.segment_ids.0')
    const anonymous = await caller(server)('POST', 'sms/campaigns/audience', { targets: {} })
    expect(anonymous.status).toBe(401)
  })
})
