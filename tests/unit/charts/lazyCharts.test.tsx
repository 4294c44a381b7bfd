import { render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { barChartHeight, lineChartHeight } from '../../../src/design/charts/drawingSize'
import { LazyBarChart, LazyLineChart } from '../../../src/design/charts/LazyCharts'

const days = [
  { label: 'Mar 1', value: 4, at: new Date('2026-03-01T00:00:00.000Z') },
  { label: 'Mar 2', value: 9, at: new Date('2026-03-02T00:00:00.000Z') },
]
const bars = Array.from({ length: 14 }, (_, index) => ({ label: `Bar ${index}`, value: index + 1 }))

/** The box the drawing takes: the placeholder while its code loads, then the drawing's. */
const drawingBox = (figure: HTMLElement) => figure.lastElementChild as HTMLElement

describe('the lazily drawn charts', () => {
  // The drawings' modules are transformed before the test renders them (slow on a loaded
  // machine); each chart still shows its placeholder first, as its import is only then asked for.
  beforeAll(async () => {
    await Promise.all([
      import('../../../src/design/charts/BarChart'),
      import('../../../src/design/charts/LineChart'),
    ])
  })

  it('reserve the drawing at its final height while its code loads, then draw it there', async () => {
    render(<LazyBarChart title="Today" data={bars} maxBars={12} />)
    const figure = screen.getByRole('figure', { name: 'Today' })
    expect(within(figure).queryByRole('img')).toBeNull()
    expect(drawingBox(figure).style.height).toBe(`${barChartHeight(14, 12)}px`)

    const picture = await screen.findByRole('img')
    expect(picture.getAttribute('height')).toBe(String(barChartHeight(14, 12)))
    expect(picture.getAttribute('height')).toBe(String(12 * 30))
  })

  it('draw a line in the box the line takes', async () => {
    render(<LazyLineChart title="Growth" data={days} area />)
    const figure = screen.getByRole('figure', { name: 'Growth' })
    expect(drawingBox(figure).style.height).toBe(`${lineChartHeight}px`)
    const picture = await screen.findByRole('img')
    expect(picture.getAttribute('height')).toBe(String(lineChartHeight))
  })

  it('say there is nothing to draw without waiting for a drawing', () => {
    render(<LazyLineChart title="Growth" data={[]} emptyMessage="No contacts yet." />)
    const figure = screen.getByRole('figure', { name: 'Growth' })
    expect(within(figure).getByText('No contacts yet.')).toBeTruthy()
    expect(within(figure).queryByRole('button', { name: 'Show as table' })).toBeNull()
  })
})
