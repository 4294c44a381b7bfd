import { describe, expect, it } from 'vitest'
import type { ChartDatum } from '../../../src/design/charts/chartData'
import { datesOf, tickAnchor, timeAxis } from '../../../src/design/charts/timeAxis'

const daily = (days: number, label = (day: number) => `Day ${day}`): ChartDatum[] =>
  Array.from({ length: days }, (_, index) => ({
    label: label(index + 1),
    value: index,
    at: new Date(Date.UTC(2026, 10, index + 1)),
  }))

const labelsOf = (data: readonly ChartDatum[], room: number, locale = 'en-GB') =>
  timeAxis(data, [0, 800], locale, room).ticks.map((tick) => tick.label)

describe('the time axis under a line', () => {
  it('puts round dates under a dated series, as many as there is room for', () => {
    expect(labelsOf(daily(9), 8)).toEqual([
      '1 Nov',
      '2 Nov',
      '3 Nov',
      '4 Nov',
      '5 Nov',
      '6 Nov',
      '7 Nov',
      '8 Nov',
      '9 Nov',
    ])
    expect(labelsOf(daily(9), 4)).toEqual(['1 Nov', '3 Nov', '5 Nov', '7 Nov', '9 Nov'])
  })

  it('never ticks finer than the series: three days get three ticks, not hours', () => {
    expect(labelsOf(daily(3), 10)).toEqual(['1 Nov', '2 Nov', '3 Nov'])
  })

  it('names months once the ticks are a month apart', () => {
    const months = [10, 11, 12, 13].map((month, index) => ({
      label: `Month ${index}`,
      value: index,
      at: new Date(Date.UTC(2026, month - 1, 1)),
    }))
    expect(labelsOf(months, 3)).toEqual(['Oct 2026', 'Nov 2026', 'Dec 2026', 'Jan 2027'])
  })

  it('places each point at its date, right to left when the range runs that way', () => {
    const data = daily(5)
    const ltr = timeAxis(data, [0, 400], 'en-GB', 4)
    expect(data.map((_, index) => ltr.x(index))).toEqual([0, 100, 200, 300, 400])
    const rtl = timeAxis(data, [400, 0], 'ar-EG', 4)
    expect(data.map((_, index) => rtl.x(index))).toEqual([400, 300, 200, 100, 0])
    expect(rtl.ticks[0]?.label).toBe(
      new Intl.DateTimeFormat('ar-EG', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        data[0]?.at,
      ),
    )
  })

  it('spaces an undated series evenly and names its first, middle and last periods', () => {
    const data = daily(5).map(({ label, value }) => ({ label, value }))
    const axis = timeAxis(data, [0, 400], 'en-GB', 4)
    expect(data.map((_, index) => axis.x(index))).toEqual([0, 100, 200, 300, 400])
    expect(axis.ticks).toEqual([
      { x: 0, label: 'Day 1' },
      { x: 200, label: 'Day 3' },
      { x: 400, label: 'Day 5' },
    ])
    const single = timeAxis(data.slice(0, 1), [0, 400], 'en-GB', 4)
    expect(single.ticks).toEqual([{ x: 200, label: 'Day 1' }])
  })

  it('reads dates only from a series dated throughout, in time order', () => {
    const data = daily(3)
    expect(datesOf(data)).toHaveLength(3)
    expect(datesOf(data.slice(0, 1))).toBeNull()
    expect(datesOf([data[0], { label: 'x', value: 1 }] as ChartDatum[])).toBeNull()
    expect(datesOf([...data].reverse())).toBeNull()
  })

  it('hangs labels at the ends of the axis inwards', () => {
    expect(tickAnchor(0, [0, 400])).toBe('start')
    expect(tickAnchor(200, [0, 400])).toBe('middle')
    expect(tickAnchor(400, [400, 0])).toBe('end')
  })
})
