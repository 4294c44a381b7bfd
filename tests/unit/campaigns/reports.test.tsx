import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type {
  CampaignReport,
  DomainsCost,
  RoutesCost,
} from '../../../src/contract/campaign-reports'
import { HttpError } from '../../../src/services/http/errors'
import { DomainsCostSection } from '../../../src/views/campaigns/reports/DomainsCostSection'
import { ReportSections } from '../../../src/views/campaigns/reports/ReportSections'
import { RoutesCostSection } from '../../../src/views/campaigns/reports/RoutesCostSection'
import { useReportFormat } from '../../../src/views/campaigns/reports/reportFormat'
import {
  effectivePeriod,
  validateReportsSearch,
} from '../../../src/views/campaigns/reports/reportsSearch'
import { renderInRouter } from '../audience/renderScreen'

const failed = {
  ok: false as const,
  status: 0,
  error: new HttpError(0, '/sms/campaigns/reports', null, 'The network is unreachable.'),
  aborted: false,
}

const zero = {
  queued: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  cancelled: 0,
  clicked: 0,
  replied: 0,
  cost: '0.00',
  revenue: '0.00',
  margin: '0.00',
}

const figures = {
  queued: 1200,
  sent: 1000,
  delivered: 900,
  failed: 100,
  cancelled: 0,
  clicked: 90,
  replied: 9,
  cost: '45.5000',
  revenue: '90.00',
  margin: '44.50',
}

const report: CampaignReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  time_zone: 'Europe/London',
  grouping: 'day',
  totals: { ...figures, delivery_rate: 0.9, click_rate: 0.1 },
  series: [
    { period: '2026-11-01', ...figures },
    { period: '2026-11-02', ...zero },
  ],
  campaigns: [
    {
      campaign_id: '0b9c3c1e-4a5e-4d8a-9f0a-6f2b1d1e0c01',
      name: 'Spring sale',
      status: 'completed',
      tracking_domain: 'go.example.com',
      ...figures,
      delivery_rate: 0.9,
      click_rate: 0.1,
    },
  ],
  campaign_count: 1,
}

const domains: DomainsCost = {
  from: '2026-11-01',
  to: '2026-11-02',
  time_zone: 'Europe/London',
  domains: [
    {
      domain: 'go.example.com',
      campaigns: 1,
      messages: 1200,
      delivered: 900,
      clicked: 90,
      cost: '45.50',
      revenue: '90.00',
      margin: '44.50',
      cost_per_click: '0.5056',
    },
    {
      domain: null,
      campaigns: 2,
      messages: 10,
      delivered: 10,
      clicked: 0,
      cost: '0.40',
      revenue: '0.40',
      margin: '0.00',
      cost_per_click: null,
    },
  ],
}

function Sections({ result }: { result: Parameters<typeof ReportSections>[0]['result'] }) {
  const format = useReportFormat()
  return (
    <ReportSections result={result} grouping="day" periodText="1 Nov – 2 Nov" format={format} />
  )
}

function Domains({ result }: { result: Parameters<typeof DomainsCostSection>[0]['result'] }) {
  const format = useReportFormat()
  return <DomainsCostSection result={result} format={format} />
}

/** A table's body rows as the text of their cells. */
const bodyCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

function Routes({ result }: { result: Parameters<typeof RoutesCostSection>[0]['result'] }) {
  const format = useReportFormat()
  return <RoutesCostSection result={result} format={format} />
}

describe('the campaign reports page', () => {
  it('keeps real days in order, a known grouping and a campaign id from the URL', () => {
    const campaign = '0b9c3c1e-4a5e-4d8a-9f0a-6f2b1d1e0c01'
    expect(
      validateReportsSearch({ from: '2026-11-01', to: '2026-11-23', grouping: 'week', campaign }),
    ).toEqual({ from: '2026-11-01', to: '2026-11-23', grouping: 'week', campaign })
    expect(validateReportsSearch({ from: '2026-11-23', to: '2026-11-01' })).toEqual({})
    expect(
      validateReportsSearch({ from: '2026-02-30', to: '2026-03-01', grouping: 'year' }),
    ).toEqual({})
    expect(validateReportsSearch({ campaign: '../users' })).toEqual({})
  })

  it('shows the last 30 days up to today when the URL names no period', () => {
    expect(effectivePeriod({}, '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' })
    expect(effectivePeriod({ from: '2026-01-01', to: '2026-01-31' }, '2026-11-23')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    })
  })

  it('says why the figures are missing and offers to load them again', async () => {
    await renderInRouter(() => (
      <>
        <Sections result={failed} />
        <Domains result={failed} />
      </>
    ))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('The report could not be loaded'),
      expect.stringContaining('The cost by tracking domain could not be loaded'),
    ])
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2)
  })

  it('says when nothing was queued in the period', async () => {
    await renderInRouter(() => (
      <>
        <Sections
          result={{
            ok: true,
            data: {
              ...report,
              totals: { ...zero, delivery_rate: null, click_rate: null },
              campaigns: [],
              campaign_count: 0,
            },
          }}
        />
        <Domains result={{ ok: true, data: { ...domains, domains: [] } }} />
      </>
    ))
    expect(await screen.findByText(/No message was queued in this period/)).toBeTruthy()
    expect(screen.getByText('No message was sent through a campaign in this period.')).toBeTruthy()
    expect(screen.queryByRole('figure')).toBeNull()
  })

  it('shows the funnel, money, trends and each campaign, with the charts as tables', async () => {
    await renderInRouter(() => <Sections result={{ ok: true, data: report }} />)
    const funnel = await screen.findByRole('figure', { name: 'Messages at each step' })
    await act(async () => {
      fireEvent.click(within(funnel).getByRole('button', { name: 'Show as table' }))
    })
    const steps = within(funnel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(steps).toEqual(['Queued1,200', 'Sent1,000', 'Delivered900', 'Clicked90', 'Replied9'])
    const tiles = screen.getAllByRole('definition').map((tile) => tile.textContent)
    expect(tiles).toEqual(['90%', '10%', '100', '0', '€45.50', '€90.00', '€44.50'])
    expect(screen.getByRole('figure', { name: 'Messages sent, by day' })).toBeTruthy()
    expect(screen.getByRole('figure', { name: 'Messages delivered, by day' })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Figures by campaign' })
    const link = within(table).getByRole('link', { name: 'Spring sale' })
    expect(link.getAttribute('href')).toBe('/campaigns/0b9c3c1e-4a5e-4d8a-9f0a-6f2b1d1e0c01')
    expect(within(table).getByText('Completed')).toBeTruthy()
  })

  it('lists the cost per tracking domain, naming campaigns without one', async () => {
    await renderInRouter(() => <Domains result={{ ok: true, data: domains }} />)
    const table = await screen.findByRole('table', {
      name: 'Messages, clicks and money by tracking domain',
    })
    const rows = bodyCells(table)
    expect(rows).toEqual([
      ['go.example.com', '1', '1,200', '900', '90', '€45.50', '€90.00', '€44.50', '€0.5056'],
      ['No tracking domain', '2', '10', '10', '0', '€0.40', '€0.40', '€0.00', '–'],
    ])
    // The chart names the amounts with their currency too, written from the decimal text.
    const chart = screen.getByRole('figure', { name: 'Cost by tracking domain' })
    expect(chart.textContent).toContain('€45.50')
    expect(chart.textContent).toContain('€0.40')
  })

  it('lists the cost per route and network, naming the default route and unknown networks', async () => {
    const routes: RoutesCost = {
      from: '2026-11-01',
      to: '2026-11-02',
      time_zone: 'Europe/Paris',
      routes: [
        {
          route_id: 'r1',
          route_name: 'Vendor A',
          network_id: 'n1',
          network_name: 'Bay Mobile',
          messages: 40,
          sent: 39,
          delivered: 38,
          failed: 2,
          cost: '0.481455',
        },
        {
          route_id: null,
          route_name: null,
          network_id: null,
          network_name: null,
          messages: 3,
          sent: 3,
          delivered: 3,
          failed: 0,
          cost: '0.03',
        },
      ],
    }
    await renderInRouter(() => <Routes result={{ ok: true, data: routes }} />)
    const table = await screen.findByRole('table', {
      name: 'Messages and cost by route and network',
    })
    const rows = bodyCells(table)
    expect(rows).toEqual([
      ['Vendor A', 'Bay Mobile', '40', '39', '38', '2', '€0.4815'],
      ['Default route', 'Unknown network', '3', '3', '3', '0', '€0.03'],
    ])
  })

  it('says when no campaign message was sent, and why the cost per route is missing', async () => {
    const empty: RoutesCost = { from: '2026-11-01', to: '2026-11-02', time_zone: 'UTC', routes: [] }
    const view = await renderInRouter(() => <Routes result={{ ok: true, data: empty }} />)
    expect(
      await screen.findByText('No campaign message went out by a route in this period.'),
    ).toBeTruthy()
    view.unmount()
    await renderInRouter(() => <Routes result={failed} />)
    expect(
      await screen.findByText('The cost by route and network could not be loaded'),
    ).toBeTruthy()
  })
})
