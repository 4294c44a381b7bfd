import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../src/services/http/errors'
import { BreakdownCharts } from '../../../src/views/audience/report/BreakdownCharts'
import { GrowthCharts } from '../../../src/views/audience/report/GrowthCharts'
import {
  effectiveRange,
  validateReportSearch,
} from '../../../src/views/audience/report/reportSearch'
import { renderInRouter } from './renderScreen'

const failed = {
  ok: false as const,
  status: 0,
  error: new HttpError(0, '/contacts/report', null, 'The network is unreachable.'),
  aborted: false,
}

describe('the contacts report page', () => {
  it('keeps only real days in order, a known interval and scope from the URL', () => {
    expect(
      validateReportSearch({
        from: '2026-11-01',
        to: '2026-11-23',
        interval: 'week',
        scope: 'period',
      }),
    ).toEqual({ from: '2026-11-01', to: '2026-11-23', interval: 'week', scope: 'period' })
    expect(validateReportSearch({ from: '2026-11-23', to: '2026-11-01' })).toEqual({})
    expect(
      validateReportSearch({ from: '2026-02-30', to: '2026-03-01', interval: 'hour' }),
    ).toEqual({})
  })

  it('shows the last 30 days up to today when the URL names no period', () => {
    expect(effectiveRange({}, new Date('2026-11-23T22:00:00Z'))).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
    })
    expect(effectiveRange({ from: '2026-01-01', to: '2026-01-31' }, new Date())).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    })
  })

  it('says why the figures are missing and offers to load them again', async () => {
    await renderInRouter(() => (
      <>
        <GrowthCharts result={failed} interval="day" periodText="1 Nov – 23 Nov" />
        <BreakdownCharts result={failed} scope="all" periodText="1 Nov – 23 Nov" />
      </>
    ))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('The growth could not be loaded'),
      expect.stringContaining('The report could not be loaded'),
    ])
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2)
  })

  it('names statuses, sources and countries for people, and contacts without a value', async () => {
    await renderInRouter(() => (
      <BreakdownCharts
        scope="all"
        periodText="1 Nov – 23 Nov"
        result={{
          ok: true,
          data: {
            total: 3,
            by_status: [{ value: 'active', count: 3 }],
            by_source: [{ value: 'api', count: 3 }],
            by_country: [
              { value: 'GB', count: 2 },
              { value: null, count: 1 },
            ],
            by_network: [],
          },
        }}
      />
    ))
    expect(await screen.findByText('Active')).toBeTruthy()
    expect(screen.getByText('API')).toBeTruthy()
    const countries = screen.getByRole('figure', { name: 'Contacts by country' })
    expect(countries.textContent).toContain('United Kingdom (GB)')
    expect(countries.textContent).toContain('No country')
    expect(screen.getByRole('figure', { name: 'Contacts by network' }).textContent).toContain(
      'No contact to count.',
    )
  })
})
