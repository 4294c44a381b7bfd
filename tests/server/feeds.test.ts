import { describe, expect, it } from 'vitest'
import {
  feedBatchResponse,
  feedKeyResponse,
  feedLogList,
  feedResource,
} from '../../src/contract/feed'
import { caller, storeContact } from './support/audience'
import { samplePhone } from './support/resource-samples'
import { apiTokenFor, teamWithEveryRole } from './support/teams'
import { apiBase, appUrl, backends, useTestServer } from './support/test-server'

/** Feeds: CRUD, the key, the public posting endpoint and the logs of every batch. */
describe.each(backends)('feeds on %s', (backend) => {
  const server = useTestServer(backend)

  async function feedTeam(name = 'Acme') {
    const team = await teamWithEveryRole(server, name)
    const call = caller(server, team.members.editor.accessToken)
    await call('POST', 'custom-fields', { key: 'score', label: 'Score', type: 'number' })
    const created = await call('POST', 'feeds', {
      name: 'Web form',
      tags: ['web'],
      default_country: 'GB',
      contact_status: 'active',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const key = feedKeyResponse.parse((await call('GET', `feeds/${created.body.id}/key`)).body)
    return { ...team, call, feed: feedResource.parse(created.body), key }
  }

  const post = (
    feedId: string,
    key: string | null,
    body: unknown,
    via: 'header' | 'query' = 'header',
  ) =>
    server.request(
      'POST',
      `${apiBase}/feeds/${feedId}/inbound${via === 'query' && key ? `?key=${encodeURIComponent(key)}` : ''}`,
      { body, ...(via === 'header' && key ? { headers: { 'x-feed-key': key } } : {}) },
    )

  it('shows the posting path and a key hint; the whole key to editors only', async () => {
    const { feed, key, members, call } = await feedTeam()
    expect(feed.posting_path).toBe(`${apiBase}/feeds/${feed.id}/inbound`)
    expect(key.posting_url).toBe(`${appUrl}${apiBase}/feeds/${feed.id}/inbound`)
    expect(key.key).toMatch(/^feed_[A-Za-z0-9_-]{43}$/)
    expect(feed.key_hint).toBe(`…${key.key.slice(-4)}`)
    expect(JSON.stringify(feed)).not.toContain(key.key)
    const viewer = caller(server, members.viewer.accessToken)
    expect((await viewer('GET', `feeds/${feed.id}`)).status).toBe(200)
    const refused = await viewer('GET', `feeds/${feed.id}/key`)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your role in this team (viewer) does not allow you to see feed keys.',
    )
    const rotated = feedKeyResponse.parse((await call('POST', `feeds/${feed.id}/rotate-key`)).body)
    expect(rotated.key).not.toBe(key.key)
    expect((await post(feed.id, key.key, { contacts: [{ phone: '+14152000001' }] })).status).toBe(
      401,
    )
    expect(
      (await post(feed.id, rotated.key, { contacts: [{ phone: '+14152000001' }] })).status,
    ).toBe(200)
    // An update never changes the key.
    await call('PUT', `feeds/${feed.id}`, { name: 'Renamed' })
    expect((await call('GET', `feeds/${feed.id}/key`)).body.key).toBe(rotated.key)
  })

  it('takes a batch: valid contacts upserted with the feed’s tags, the rest refused with reasons', async () => {
    const { feed, key, call } = await feedTeam()
    const known = await storeContact(call, 5, { first_name: 'Known' })
    const response = await post(feed.id, key.key, {
      contacts: [
        { phone: '020 7946 0958', first_name: 'Londoner', custom_fields: { score: '7' } },
        { phone: samplePhone(5), last_name: 'Updated', tags: ['vip'] },
        { phone: 'nope' },
        { phone: '+1 415 200 0009', custom_fields: { score: 'high', colour: 'red' } },
        { phone: '+44 20 7946 0958', first_name: 'Twice' },
        'not an object',
      ],
    })
    expect(response.status).toBe(200)
    expect(feedBatchResponse.parse(response.body)).toEqual({
      message: '2 of 6 contacts accepted.',
      accepted: 2,
      rejected: 4,
      created: 1,
      updated: 1,
      errors: [
        {
          index: 2,
          phone: 'nope',
          reasons: ['The phone field may hold only digits, spaces, ( ) . - / and a leading +.'],
        },
        {
          index: 3,
          phone: '+14152000009',
          reasons: [
            'The Score field must be a number.',
            'There is no custom field with the key "colour".',
          ],
        },
        {
          index: 4,
          phone: '+442079460958',
          reasons: ['The phone +442079460958 repeats contact 0 of this batch.'],
        },
        { index: 5, phone: null, reasons: ['The request body must be a JSON object.'] },
      ],
    })
    const londoner = (await call('GET', 'contacts?filter[source]=feed')).body.data
    expect(londoner).toHaveLength(1)
    expect(londoner[0]).toMatchObject({
      phone: '+442079460958',
      country: 'GB',
      tags: ['web'],
      custom_fields: { score: 7 },
    })
    const updated = (await call('GET', `contacts/${known.id}`)).body
    expect(updated).toMatchObject({
      first_name: 'Known',
      last_name: 'Updated',
      source: 'manual',
      tags: ['vip', 'web'],
    })
    expect((await call('GET', `feeds/${feed.id}`)).body.last_received_at).toEqual(
      expect.any(String),
    )
  })

  it('logs every batch it received, refused ones included, and filters the logs', async () => {
    const { feed, key, call, members } = await feedTeam()
    await post(feed.id, key.key, { contacts: [{ phone: '+14152000001' }] }, 'query')
    await post(feed.id, key.key, { contacts: [{ phone: '+14152000002' }, { phone: '1' }] })
    const malformed = await post(feed.id, key.key, '{"contacts": [')
    expect(malformed.status).toBe(400)
    const empty = await post(feed.id, key.key, { contacts: [] })
    expect(empty.status).toBe(422)
    await call('PUT', `feeds/${feed.id}`, { status: 'paused' })
    const paused = await post(feed.id, key.key, { contacts: [{ phone: '+14152000003' }] })
    expect(paused.status).toBe(403)
    expect(paused.body.message).toBe(
      'The feed is paused: it takes no contacts until it is active again.',
    )
    const other = (await call('POST', 'feeds', { name: 'Other' })).body
    const logs = feedLogList.parse(
      (
        await caller(server, members.viewer.accessToken)(
          'GET',
          `feeds/logs?filter[feed_id]=${feed.id}`,
        )
      ).body,
    )
    expect(
      logs.data.map((log) => [log.outcome, log.rows, log.accepted, log.rejected, log.message]),
    ).toEqual([
      ['rejected', 1, 0, 1, 'The feed is paused: it takes no contacts until it is active again.'],
      ['rejected', 0, 0, 0, 'The contacts field must have at least 1 items.'],
      ['rejected', 0, 0, 0, 'The request body is not valid JSON.'],
      ['partial', 2, 1, 1, null],
      ['accepted', 1, 1, 0, null],
    ])
    expect(logs.data[3]?.reasons).toEqual([
      { index: 1, phone: '1', reasons: ['The phone field is not a valid phone number for GB.'] },
    ])
    expect(logs.data[0]?.feed_name).toBe('Web form')
    const partial = (await call('GET', 'feeds/logs?filter[outcome]=partial')).body
    expect(partial.meta.total).toBe(1)
    expect((await call('GET', `feeds/logs?filter[feed_id]=${other.id}`)).body.data).toEqual([])
  })

  it('judges each row on its own, whatever bytes a bad one holds, and logs the batch', async () => {
    const { call, feed, key } = await feedTeam('Bytes')
    const emojiCut = `${'1'.repeat(39)}\u{1F600}`
    const rows = [
      { phone: '+44 7700 900\u0000123' },
      { phone: '+44 7700 900\uD800123' },
      { phone: emojiCut },
      { phone: samplePhone(9), custom_fields: { 'sc\u0000ore': '1' } },
      { phone: samplePhone(10) },
    ]
    const response = await post(feed.id, key.key, { contacts: rows })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const batch = feedBatchResponse.parse(response.body)
    expect([batch.accepted, batch.rejected]).toEqual([1, 4])
    // The phone is repeated cut whole (never half an emoji) and storable.
    expect(batch.errors.map((error) => error.phone)).toEqual([
      '+44 7700 900\uFFFD123',
      '+44 7700 900\uFFFD123',
      '1'.repeat(39),
      expect.any(String),
    ])
    const [log] = feedLogList.parse(
      (await call('GET', `feeds/logs?filter[feed_id]=${feed.id}`)).body,
    ).data
    expect(log).toMatchObject({ outcome: 'partial', rows: 5, accepted: 1, rejected: 4 })
    expect(log?.reasons).toEqual(batch.errors)
  })

  it('refuses wrong keys, unknown feeds and missing keys alike, and logs none of them', async () => {
    const { feed, key, call } = await feedTeam()
    for (const [feedId, given] of [
      [feed.id, 'feed_wrong'],
      [feed.id, null],
      [crypto.randomUUID(), key.key],
      ['not-an-id', key.key],
    ] as const) {
      const response = await post(feedId, given, { contacts: [{ phone: '+14152000001' }] })
      expect(response.status).toBe(401)
      expect(response.body.message).toBe('The feed id or key is not valid.')
    }
    expect((await call('GET', 'feeds/logs')).body.meta.total).toBe(0)
    expect((await call('GET', 'contacts')).body.meta.total).toBe(0)
  })

  it('keeps feed keys, rotations and logs inside the team', async () => {
    const a = await feedTeam('A')
    const b = await teamWithEveryRole(server, 'B')
    await post(a.feed.id, a.key.key, { contacts: [{ phone: '+14152000001' }] })
    const bToken = await apiTokenFor(server, b.members.owner)
    for (const call of [
      caller(server, b.members.owner.accessToken),
      caller(server, bToken.secret),
    ]) {
      expect((await call('GET', `feeds/${a.feed.id}/key`)).status).toBe(404)
      expect((await call('POST', `feeds/${a.feed.id}/rotate-key`)).status).toBe(404)
      expect((await call('GET', 'feeds/logs')).body.data).toEqual([])
      expect((await call('GET', `feeds/logs?filter[feed_id]=${a.feed.id}`)).body.data).toEqual([])
    }
    expect((await a.call('GET', `feeds/${a.feed.id}/key`)).body.key).toBe(a.key.key)
  })
})
