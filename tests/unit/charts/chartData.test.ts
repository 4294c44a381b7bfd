import { describe, expect, it } from 'vitest'
import { foldRest, isEmptyData, niceScale } from '../../../src/design/charts/chartData'

describe('chart data', () => {
  it('puts gridlines on round numbers above the largest value', () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] })
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
    expect(niceScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] })
    expect(niceScale(1840).top).toBe(2000)
  })

  it('sums what does not fit into one last value', () => {
    const data = [5, 4, 3, 2, 1].map((value) => ({ label: `v${value}`, value }))
    expect(foldRest(data, 5, 'Other')).toEqual(data)
    expect(foldRest(data, 3, 'Other')).toEqual([
      { label: 'v5', value: 5 },
      { label: 'v4', value: 4 },
      { label: 'Other', value: 6 },
    ])
  })

  it('counts only zeros as nothing to draw', () => {
    expect(isEmptyData([])).toBe(true)
    expect(isEmptyData([{ label: 'a', value: 0 }])).toBe(true)
    expect(isEmptyData([{ label: 'a', value: 1 }])).toBe(false)
  })
})
