import { describe, expect, it } from 'vitest'
import { campaignMessages, smsRoutes } from '../../server/src/db/schema'
import { rateSheetResource, rateSheetRowList } from '../../src/contract/rate-sheet'
import { caller } from './support/audience'
import { insertNetworks, insertRoute, parseSheet, uploadSheet } from './support/rate-sheets'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

const dayMs = 24 * 60 * 60 * 1000

/**
 * A change set's rows show their network's share of the team's messages of the last 30 days,
 * and the share sent there through the sheet's vendor's routes, from one grouped query: older
 * messages and another team's never count.
 */
describe.each(backends)('rate sheet traffic share on %s', (backend) => {
  const server = useTestServer(backend)

  async function sent(
    teamId: string,
    rows: { networkId: string; country: string; routeId: string; daysAgo: number; count: number }[],
  ) {
    const now = Date.now()
    const values = rows.flatMap((row) =>
      Array.from({ length: row.count }, (_, i) => ({
        teamId,
        run: 1,
        phone: `+4477009${String(i).padStart(5, '0')}`,
        country: row.country,
        networkId: row.networkId,
        senderId: 'Acme',
        body: 'Hi',
        routeId: row.routeId,
        status: 'delivered' as const,
        submitKey: `${row.routeId}-${row.networkId}-${row.daysAgo}-${i}`,
        submittedAt: new Date(now - row.daysAgo * dayMs),
      })),
    )
    await server.db.insert(campaignMessages).values(values)
  }

  it('gives each row its share of the last 30 days and of them the vendor’s', async () => {
    const fixture = await teamWithEveryRole(server, 'Acme')
    const viewer = caller(server, fixture.members.viewer.accessToken)
    const admin = caller(server, fixture.members.admin.accessToken)
    const route = await insertRoute(server, fixture.teamId)
    const secondOfVendor = await insertRoute(server, fixture.teamId, 'Vendor A backup')
    const [otherVendor] = await server.db
      .insert(smsRoutes)
      .values({ teamId: fixture.teamId, name: 'Vendor B route', vendorName: 'Vendor B' })
      .returning()
    const ids = await insertNetworks(server, fixture.teamId, [
      { mcc: '234', mnc: '15', country: 'GB' },
      { mcc: '262', mnc: '02', country: 'DE' },
    ])
    const gb = ids['234 15'] ?? ''
    const de = ids['262 02'] ?? ''
    await sent(fixture.teamId, [
      { networkId: gb, country: 'GB', routeId: route.id, daysAgo: 1, count: 2 },
      { networkId: gb, country: 'GB', routeId: secondOfVendor.id, daysAgo: 29, count: 1 },
      { networkId: gb, country: 'GB', routeId: otherVendor?.id ?? '', daysAgo: 2, count: 1 },
      { networkId: de, country: 'DE', routeId: otherVendor?.id ?? '', daysAgo: 3, count: 4 },
      // Older than the window: not counted.
      { networkId: de, country: 'DE', routeId: route.id, daysAgo: 31, count: 5 },
    ])
    // Another team's traffic never counts in this team's shares.
    const other = await teamWithEveryRole(server, 'Other')
    const otherRoute = await insertRoute(server, other.teamId)
    await sent(other.teamId, [
      { networkId: gb, country: 'GB', routeId: otherRoute.id, daysAgo: 1, count: 6 },
    ])

    const created = await admin('POST', 'sms/rate-parser/profiles', {
      vendor_name: 'Vendor A',
      columns: { mccmnc: 0, rate: 1, country: 2 },
      mode: 'partial',
      default_currency: 'EUR',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const csv = 'MCCMNC,Rate,Country\n23415,0.03,\n26202,0.04,\n,0.05,FR\n'
    const upload = await uploadSheet(
      server,
      fixture.members.admin.accessToken,
      csv,
      'a.csv',
      route.id,
    )
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    const sheet = rateSheetResource.parse(upload.body)
    const parsed = await parseSheet(admin, sheet.id, created.body.id)
    expect(parsed.summary).toMatchObject({ rows: 3, error: 0 })

    const answer = await viewer('GET', `sms/routing/rates/inboxes/${sheet.id}/rows?per_page=10`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const shares = rateSheetRowList
      .parse(answer.body)
      .data.map((row) => [row.label, row.traffic_share])
    // 8 messages in the window: 4 to GB (3 through Vendor A's two routes), 4 to DE (none).
    expect(shares).toEqual([
      ['23415', { all: 0.5, vendor: 0.375 }],
      ['26202', { all: 0.5, vendor: 0 }],
      ['FR', { all: 0, vendor: 0 }],
    ])
  })
})
