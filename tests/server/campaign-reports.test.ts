import { describe, expect, it } from 'vitest'
import { type SeededMessage, seedCampaignMessages } from '../../server/src/http/test-messages'
import {
  type CampaignReport,
  campaignReport,
  domainsCost,
} from '../../src/contract/campaign-reports'
import { campaignLimits } from '../../src/contract/constants'
import { type Call, caller } from './support/audience'
import { storeCampaign } from './support/campaigns'
import { teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

/**
 * GET sms/campaigns/reports and domains-cost over messages written straight into the table
 * (the delivery engine is not needed to know what the figures must be): totals, buckets and
 * campaigns equal the test's own sums, days are read in the asked zone across DST changes, and
 * no other team's message is ever counted.
 */

interface ReportTeam {
  /** A viewer's calls: every role reads reports. */
  read: Call
  /** An editor's calls, to store campaigns. */
  write: Call
}

async function reportTeam(server: TestServer, name: string): Promise<ReportTeam> {
  const team = await teamWithEveryRole(server, name)
  return {
    read: caller(server, team.members.viewer.accessToken),
    write: caller(server, team.members.editor.accessToken),
  }
}

async function campaignWith(
  server: TestServer,
  team: ReportTeam,
  body: Record<string, unknown>,
  messages: SeededMessage[],
) {
  const campaign = await storeCampaign(team.write, body)
  await seedCampaignMessages(server.db, campaign.id, messages)
  return campaign
}

async function reportOf(call: Call, query: string): Promise<CampaignReport> {
  const response = await call('GET', `sms/campaigns/reports?${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return campaignReport.parse(response.body)
}

describe.each(backends)('campaign reports on %s', (backend) => {
  const server = useTestServer(backend)

  it('adds up every outcome, cost and price as the messages hold them', async () => {
    const team = await reportTeam(server, 'Sums')
    const day = '2026-06-10'
    const sent = (hour: string) => `${day}T${hour}:00:00Z`
    const spring = await campaignWith(
      server,
      team,
      { name: 'Spring', tracking_domain: 'go.example.com' },
      [
        {
          count: 3,
          queued_at: sent('09'),
          submitted_at: sent('09'),
          delivered_at: sent('10'),
          clicked_at: sent('11'),
          cost: '0.0450',
          price: '0.0900',
        },
        {
          count: 2,
          queued_at: sent('09'),
          submitted_at: sent('09'),
          delivered_at: sent('10'),
          replied_at: sent('12'),
          cost: '0.0450',
          price: '0.0900',
        },
        {
          count: 4,
          queued_at: sent('09'),
          submitted_at: sent('09'),
          failed_at: sent('10'),
          cost: '0.0100',
        },
        { count: 1, queued_at: sent('09') },
      ],
    )
    const summer = await campaignWith(
      server,
      team,
      { name: 'Summer', tracking_domain: 'go.example.com' },
      [
        {
          count: 5,
          queued_at: sent('15'),
          submitted_at: sent('15'),
          delivered_at: sent('16'),
          clicked_at: sent('17'),
          cost: '0.0333',
          price: '0.0500',
        },
      ],
    )
    const autumn = await campaignWith(server, team, { name: 'Autumn' }, [
      {
        count: 2,
        queued_at: sent('20'),
        submitted_at: sent('20'),
        delivered_at: sent('21'),
        cost: '0.0700',
        price: '0.0700',
      },
    ])

    const report = await reportOf(team.read, `filter[from]=${day}&filter[to]=${day}`)
    // Cost: 5 × 0.045 + 4 × 0.01 + 5 × 0.0333 + 2 × 0.07; revenue: 5 × 0.09 + 5 × 0.05 + 2 × 0.07.
    const figures = {
      queued: 17,
      sent: 16,
      delivered: 12,
      failed: 4,
      cancelled: 0,
      clicked: 8,
      replied: 2,
      cost: '0.5715',
      revenue: '0.84',
      margin: '0.2685',
    }
    expect(report.totals).toEqual({ ...figures, delivery_rate: 12 / 16, click_rate: 8 / 12 })
    expect(report.series).toEqual([{ period: day, ...figures }])
    expect(report.campaign_count).toBe(3)
    expect(report.campaigns.map((row) => [row.name, row.queued, row.cost, row.revenue])).toEqual([
      ['Spring', 10, '0.265', '0.45'],
      ['Summer', 5, '0.1665', '0.25'],
      ['Autumn', 2, '0.14', '0.14'],
    ])
    expect(report.campaigns[0]).toMatchObject({
      campaign_id: spring.id,
      status: 'draft',
      tracking_domain: 'go.example.com',
      sent: 9,
      delivered: 5,
      failed: 4,
      delivery_rate: 5 / 9,
      click_rate: 3 / 5,
    })
    expect(report.campaigns[1]?.campaign_id).toBe(summer.id)
    expect(report.campaigns[2]).toMatchObject({ campaign_id: autumn.id, margin: '0.00' })

    const one = await reportOf(
      team.read,
      `filter[from]=${day}&filter[to]=${day}&filter[campaign_id]=${summer.id}`,
    )
    expect(one.totals).toMatchObject({ queued: 5, clicked: 5, cost: '0.1665' })
    const two = await reportOf(
      team.read,
      `filter[from]=${day}&filter[to]=${day}&filter[campaign_id]=${summer.id},${autumn.id}`,
    )
    expect(two.totals.queued).toBe(7)
    expect(two.campaigns.map((row) => row.name)).toEqual(['Summer', 'Autumn'])

    const costs = await team.read(
      'GET',
      `sms/campaigns/domains-cost?filter[from]=${day}&filter[to]=${day}`,
    )
    expect(costs.status).toBe(200)
    expect(domainsCost.parse(costs.body).domains).toEqual([
      {
        domain: 'go.example.com',
        campaigns: 2,
        messages: 15,
        delivered: 10,
        clicked: 8,
        cost: '0.4315',
        revenue: '0.70',
        margin: '0.2685',
        cost_per_click: '0.0539',
      },
      {
        domain: null,
        campaigns: 1,
        messages: 2,
        delivered: 2,
        clicked: 0,
        cost: '0.14',
        revenue: '0.14',
        margin: '0.00',
        cost_per_click: null,
      },
    ])
  })

  it('reads days in the asked zone: a 25-hour and a 23-hour day are one day each', async () => {
    const team = await reportTeam(server, 'Zones')
    // Europe/London leaves summer time at 01:00 UTC on 25 October 2026 and enters it at 01:00
    // UTC on 29 March 2026.
    const queuedAt = [
      '2026-10-23T22:59:00Z', // 23:59 BST on the 23rd: before the period
      '2026-10-23T23:00:00Z', // 00:00 BST on the 24th
      '2026-10-24T23:30:00Z', // 00:30 BST on the 25th
      '2026-10-25T23:30:00Z', // 23:30 GMT on the 25th: the same 25-hour day
      '2026-10-26T00:30:00Z', // 00:30 GMT on the 26th
      '2026-10-26T23:59:59Z', // the last second of the 26th
      '2026-10-27T00:00:00Z', // the 27th: after the period
    ]
    await campaignWith(
      server,
      team,
      { name: 'Autumn change' },
      queuedAt.map((at) => ({ queued_at: at })),
    )
    const zone = 'time_zone=Europe/London'
    const london = await reportOf(
      team.read,
      `filter[from]=2026-10-24&filter[to]=2026-10-26&${zone}`,
    )
    expect(london.series.map((point) => [point.period, point.queued])).toEqual([
      ['2026-10-24', 1],
      ['2026-10-25', 2],
      ['2026-10-26', 2],
    ])
    expect(london.totals.queued).toBe(5)
    const utc = await reportOf(team.read, 'filter[from]=2026-10-24&filter[to]=2026-10-26')
    expect(utc.series.map((point) => [point.period, point.queued])).toEqual([
      ['2026-10-24', 1],
      ['2026-10-25', 1],
      ['2026-10-26', 2],
    ])
    // 2026-10-19 is a Monday: the week runs to the 25th, the next begins on the 26th.
    const weeks = await reportOf(
      team.read,
      `filter[from]=2026-10-20&filter[to]=2026-10-31&grouping=week&${zone}`,
    )
    expect(weeks.series.map((point) => [point.period, point.queued])).toEqual([
      ['2026-10-19', 4],
      ['2026-10-26', 3],
    ])

    await campaignWith(server, team, { name: 'Spring change' }, [
      { queued_at: '2026-03-28T23:59:00Z' }, // 23:59 GMT on the 28th
      { queued_at: '2026-03-29T00:00:00Z' }, // 00:00 GMT on the 29th
      { queued_at: '2026-03-29T22:59:00Z' }, // 23:59 BST on the 29th: a 23-hour day
      { queued_at: '2026-03-29T23:00:00Z' }, // 00:00 BST on the 30th
    ])
    const spring = await reportOf(
      team.read,
      `filter[from]=2026-03-29&filter[to]=2026-03-29&${zone}`,
    )
    expect(spring.series).toHaveLength(1)
    expect(spring.totals.queued).toBe(2)
    const months = await reportOf(
      team.read,
      `filter[from]=2026-03-15&filter[to]=2026-10-31&grouping=month&${zone}`,
    )
    expect(months.series.map((point) => point.period)).toEqual([
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ])
    expect(months.series.map((point) => point.queued)).toEqual([4, 0, 0, 0, 0, 0, 0, 7])
    const tokyo = await reportOf(
      team.read,
      'filter[from]=2026-10-26&filter[to]=2026-10-26&time_zone=Asia/Tokyo',
    )
    // The 26th in Tokyo (UTC+9) runs from 15:00 UTC on the 25th to 15:00 UTC on the 26th.
    expect(tokyo.totals.queued).toBe(2)
  })

  it('never counts another team, even when asked for its campaign', async () => {
    const mine = await reportTeam(server, 'Mine')
    const theirs = await reportTeam(server, 'Theirs')
    const day = '2026-07-01'
    await campaignWith(server, mine, { name: 'Mine', tracking_domain: 'mine.example.com' }, [
      { count: 2, queued_at: `${day}T10:00:00Z`, submitted_at: `${day}T10:00:00Z`, cost: '1.00' },
    ])
    const other = await campaignWith(
      server,
      theirs,
      { name: 'Theirs', tracking_domain: 'theirs.example.com' },
      [{ count: 7, queued_at: `${day}T10:00:00Z`, submitted_at: `${day}T10:00:00Z`, cost: '5.00' }],
    )
    const period = `filter[from]=${day}&filter[to]=${day}`
    const report = await reportOf(mine.read, period)
    expect(report.totals).toMatchObject({ queued: 2, sent: 2, cost: '2.00' })
    expect(report.campaigns.map((row) => row.name)).toEqual(['Mine'])
    const asked = await reportOf(mine.read, `${period}&filter[campaign_id]=${other.id}`)
    expect(asked.totals.queued).toBe(0)
    expect(asked.campaigns).toEqual([])
    const costs = await mine.read('GET', `sms/campaigns/domains-cost?${period}`)
    expect(costs.body.domains.map((row: { domain: string }) => row.domain)).toEqual([
      'mine.example.com',
    ])
    const theirCosts = await theirs.read(
      'GET',
      `sms/campaigns/domains-cost?${period}&filter[campaign_id]=${other.id}`,
    )
    expect(theirCosts.body.domains).toMatchObject([{ domain: 'theirs.example.com', messages: 7 }])
  })

  it('works money out exactly: a loss keeps its sign, a cost per click rounds half to even', async () => {
    const team = await reportTeam(server, 'Exact')
    const day = '2026-08-03'
    const at = `${day}T09:00:00Z`
    // 0.000001 ten thousand times is 0.01 exactly; as floats the sum drifts off it.
    await campaignWith(server, team, { name: 'Tiny', tracking_domain: 'tiny.example.com' }, [
      { count: 10_000, queued_at: at, submitted_at: at, cost: '0.000001' },
    ])
    // Cost 0.0001 over 2 clicks is 0.00005 a click: half to even keeps 0.0000, not 0.0001.
    await campaignWith(server, team, { name: 'Loss', tracking_domain: 'loss.example.com' }, [
      {
        count: 2,
        queued_at: at,
        submitted_at: at,
        clicked_at: at,
        cost: '0.00005',
        price: '0.00001',
      },
    ])
    const period = `filter[from]=${day}&filter[to]=${day}`
    const report = await reportOf(team.read, period)
    expect(report.totals).toMatchObject({ cost: '0.0101', revenue: '0.00002', margin: '-0.01008' })
    const costs = await team.read('GET', `sms/campaigns/domains-cost?${period}`)
    expect(domainsCost.parse(costs.body).domains).toMatchObject([
      { domain: 'tiny.example.com', cost: '0.01', margin: '-0.01', cost_per_click: null },
      { domain: 'loss.example.com', cost: '0.0001', margin: '-0.00008', cost_per_click: '0.00' },
    ])
  })

  it('answers every bucket of a default period, and zeros for an empty one', async () => {
    const team = await reportTeam(server, 'Empty')
    const report = await reportOf(team.read, '')
    const today = server.deps.clock().toISOString().slice(0, 10)
    expect(report.to).toBe(today)
    expect(report.series).toHaveLength(campaignLimits.reportDefaultDays)
    expect(report.series.at(-1)?.period).toBe(today)
    expect(report.totals).toMatchObject({
      queued: 0,
      cost: '0.00',
      delivery_rate: null,
      click_rate: null,
    })
    const costs = await team.read('GET', 'sms/campaigns/domains-cost')
    expect(costs.body).toMatchObject({ to: today, domains: [] })
  })

  it('refuses a backward period, an unknown zone, too many buckets and a bad campaign id', async () => {
    const team = await reportTeam(server, 'Refusals')
    const refused = async (query: string, field: string) => {
      const response = await team.read('GET', `sms/campaigns/reports?${query}`)
      expect(response.status, JSON.stringify(response.body)).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual([field])
    }
    await refused('filter[from]=2026-02-02&filter[to]=2026-02-01', 'filter.from')
    await refused('filter[from]=2026-02-30', 'filter.from')
    await refused('time_zone=Mars/Olympus_Mons', 'time_zone')
    await refused('filter[from]=2020-01-01&filter[to]=2026-01-01&grouping=day', 'grouping')
    await refused('filter[campaign_id]=nope', 'filter.campaign_id.0')
    await refused('grouping=year', 'grouping')
    await refused('filter[when]=today', 'filter.when')
    const unauthenticated = await caller(server)('GET', 'sms/campaigns/reports')
    expect(unauthenticated.status).toBe(401)
  })
})
