import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { feedLogs } from '../../server/src/db/schema'
import { feedKeyResponse, feedLogList } from '../../src/contract/feed'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

/** GET feeds/logs narrowed to a time range (the logs page's date-range filter). */
describe.each(backends)('feed logs by date on %s', (backend) => {
  const server = useTestServer(backend)

  it('keeps the batches received within the range, both ends included', async () => {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.editor.accessToken)
    const feed = (await call('POST', 'feeds', { name: 'Web form' })).body
    const { key } = feedKeyResponse.parse((await call('GET', `feeds/${feed.id}/key`)).body)
    const days = [
      '2026-01-01T10:00:00.000Z',
      '2026-01-05T10:00:00.000Z',
      '2026-01-09T10:00:00.000Z',
    ]
    for (const day of days) {
      const posted = await server.request('POST', `${apiBase}/feeds/${feed.id}/inbound`, {
        body: { contacts: [{ phone: 'not a phone' }] },
        headers: { 'x-feed-key': key },
      })
      expect(posted.status).toBe(200)
      const [latest] = (await call('GET', 'feeds/logs?per_page=1')).body.data
      await server.db
        .update(feedLogs)
        .set({ receivedAt: new Date(day) })
        .where(eq(feedLogs.id, latest.id))
    }
    const range = (from: string, to: string) =>
      call(
        'GET',
        `feeds/logs?filter[received_from]=${encodeURIComponent(from)}&filter[received_to]=${encodeURIComponent(to)}`,
      )
    const middle = feedLogList.parse(
      (await range('2026-01-05T10:00:00.000Z', '2026-01-09T10:00:00.000Z')).body,
    )
    expect(middle.data.map((log) => log.received_at)).toEqual([days[2], days[1]])
    const offset = feedLogList.parse(
      (await range('2026-01-01T00:00:00+02:00', '2026-01-02T00:00:00+02:00')).body,
    )
    expect(offset.data.map((log) => log.received_at)).toEqual([days[0]])
    const refused = await call('GET', 'feeds/logs?filter[received_to]=soon')
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['filter.received_to'])
  })
})
