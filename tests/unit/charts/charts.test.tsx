import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from 'react-aria-components'
import { describe, expect, it } from 'vitest'
import { BarChart } from '../../../src/design/charts/BarChart'
import { DonutChart } from '../../../src/design/charts/DonutChart'
import { LineChart } from '../../../src/design/charts/LineChart'

const statuses = [
  { label: 'Active', value: 30 },
  { label: 'Unsubscribed', value: 6 },
  { label: 'Invalid', value: 3 },
  { label: 'Blocked', value: 1 },
]

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent))

describe('the charts', () => {
  it('draw a picture named by its title and summary, and swap it for a table of the values', async () => {
    render(<BarChart title="Contacts by status" data={statuses} columns={['Status', 'Contacts']} />)
    const figure = screen.getByRole('figure', { name: 'Contacts by status' })
    const picture = within(figure).getByRole('img')
    expect(picture.getAttribute('aria-label')).toContain('the largest is Active, 30')
    expect(within(figure).queryByRole('table')).toBeNull()

    const toggle = within(figure).getByRole('button', { name: 'Show as table' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    const table = within(figure).getByRole('table', { name: 'Contacts by status' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Contacts'])
    expect(rowsOf(table)).toEqual([
      ['Active', '30'],
      ['Unsubscribed', '6'],
      ['Invalid', '3'],
      ['Blocked', '1'],
    ])
    expect(within(figure).queryByRole('img')).toBeNull()

    await userEvent.keyboard(' ')
    expect(within(figure).getByRole('img')).toBeTruthy()
  })

  it.each([
    [
      'bar',
      () => <BarChart title="By network" data={[]} emptyMessage="No network is known yet." />,
    ],
    [
      'line',
      () => (
        <LineChart
          title="By network"
          data={[
            { label: '1 Nov', value: 0 },
            { label: '2 Nov', value: 0 },
          ]}
          emptyMessage="No network is known yet."
        />
      ),
    ],
    [
      'donut',
      () => <DonutChart title="By network" data={[]} emptyMessage="No network is known yet." />,
    ],
  ])('say so in words when a %s chart has nothing to draw', (_, Chart) => {
    render(<Chart />)
    const figure = screen.getByRole('figure', { name: 'By network' })
    expect(figure.textContent).toContain('No network is known yet.')
    expect(within(figure).queryByRole('img')).toBeNull()
    expect(within(figure).queryByRole('button')).toBeNull()
  })

  it('fold the parts past five into Other in the donut, while the table lists every one', async () => {
    const sources = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((label, index) => ({
      label,
      value: 7 - index,
    }))
    render(<DonutChart title="By source" data={sources} />)
    const legend = screen.getByRole('list', { name: 'By source: legend' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A7 (25%)', 'B6 (21.4%)', 'C5 (17.9%)', 'D4 (14.3%)', 'Other6 (21.4%)'])
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }))
    const table = screen.getByRole('table', { name: 'By source' })
    expect(rowsOf(table)).toHaveLength(7)
    expect(rowsOf(table)[0]).toEqual(['A', '7', '25%'])
  })

  it('fold the bars past the limit into one, and keep every value in the table', async () => {
    const countries = Array.from({ length: 12 }, (_, index) => ({
      label: `Country ${index + 1}`,
      value: 12 - index,
    }))
    const { container } = render(<BarChart title="By country" data={countries} maxBars={5} />)
    expect(container.querySelectorAll('rect')).toHaveLength(5)
    expect(container.textContent).toContain('Other')
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }))
    expect(rowsOf(screen.getByRole('table', { name: 'By country' }))).toHaveLength(12)
  })

  it('run time with the reading direction and write numbers in the locale', async () => {
    const growth = [
      { label: 'a', value: 1 },
      { label: 'b', value: 2 },
      { label: 'c', value: 4 },
    ]
    const xs = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('circle')).map((dot) => Number(dot.getAttribute('cx')))

    const ltr = render(<LineChart title="Growth" data={growth} area />)
    const [ltrFirst = 0, , ltrLast = 0] = xs(ltr.container)
    expect(ltrFirst).toBeLessThan(ltrLast)
    ltr.unmount()

    const rtl = render(
      <I18nProvider locale="ar-EG">
        <LineChart title="Growth" data={growth} area />
      </I18nProvider>,
    )
    const [rtlFirst = 0, , rtlLast = 0] = xs(rtl.container)
    expect(rtlFirst).toBeGreaterThan(rtlLast)
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }))
    expect(rowsOf(screen.getByRole('table', { name: 'Growth' }))[2]).toEqual(['c', '٤'])
  })

  it('put round values beside a line and round dates under a dated one', () => {
    const days = [12, 37, 18, 0, 30, 22, 35, 9, 21].map((value, index) => ({
      label: `Day ${index + 1}`,
      value,
      at: new Date(Date.UTC(2026, 10, index + 1)),
    }))
    const { container } = render(
      <I18nProvider locale="en-GB">
        <LineChart title="Added" data={days} />
      </I18nProvider>,
    )
    const texts = Array.from(container.querySelectorAll('svg text')).map((text) => text.textContent)
    expect(texts).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
      '1 Nov',
      '3 Nov',
      '5 Nov',
      '7 Nov',
      '9 Nov',
    ])
    expect(container.querySelectorAll('circle')).toHaveLength(9)
  })

  it('draw one arc per slice of the donut', () => {
    const { container } = render(<DonutChart title="By status" data={statuses} />)
    const arcs = container.querySelectorAll('svg path')
    expect(arcs).toHaveLength(4)
    for (const slice of arcs) expect(slice.getAttribute('d')).toMatch(/^M.*A.*Z$/)
  })
})
