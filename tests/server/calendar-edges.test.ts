import { describe, expect, it } from 'vitest'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

/** Days the contract takes but the database cannot read: year 0000, and 9999-12-31 plus a day. */
const edgeDays = ['0000-01-01', '9999-12-31']
const edgeTimes = ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59+00:00']

describe.each(backends)('days at the calendar’s edges on %s', (backend) => {
  const server = useTestServer(backend)

  it('answer 422 in list filters and reports, never 400 from the database', async () => {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.owner.accessToken)
    const paths = [
      ...edgeDays.flatMap((day) => [
        `contacts?filter[created_from]=${day}`,
        `contacts?filter[created_to]=${day}`,
        `sms/campaigns/reports?filter[from]=${day}&filter[to]=${day}`,
        `teams/activity?filter[from]=${day}`,
        `teams/activity?filter[to]=${day}`,
      ]),
      ...edgeTimes.flatMap((time) => [
        `feeds/logs?filter[received_from]=${encodeURIComponent(time)}`,
        `feeds/logs?filter[received_to]=${encodeURIComponent(time)}`,
        `teams/activity?filter[to]=${encodeURIComponent(time)}`,
      ]),
    ]
    for (const path of paths) {
      const response = await call('GET', path)
      expect(response.status, path).toBe(422)
      expect(response.body.message, path).toMatch(/between 1000-01-01 and 9999-12-30/)
    }
    expect((await call('GET', 'contacts?filter[created_to]=9999-12-30')).status).toBe(200)
  })

  it('answer 422 in what is stored', async () => {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.owner.accessToken)
    for (const time of edgeTimes) {
      const token = await call('POST', 'teams/tokens', {
        name: 'edge',
        abilities: ['read'],
        expires_at: time.replace('+00:00', 'Z'),
      })
      expect(token.status, time).toBe(422)
    }
    for (const day of edgeDays) {
      const preview = await call('POST', 'segments/preview', {
        rules: { match: 'all', rules: [{ field: 'created_at', operator: 'before', value: day }] },
      })
      expect(preview.status, day).toBe(422)
    }
  })
})
