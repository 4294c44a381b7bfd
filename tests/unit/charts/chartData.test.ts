import { describe, expect, it } from 'vitest'
import { foldRest, isEmptyData } from '../../../src/design/charts/chartData'
import { niceScale } from '../../../src/design/charts/niceScale'

describe('chart data', () => {
  it('puts gridlines on round numbers above the largest value', () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] })
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
    expect(niceScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] })
    expect(niceScale(1840).top).toBe(2000)
  })

  it("takes d3's nice domain: steps of 1, 2 or 5 times a power of ten, whole numbers only", () => {
    expect(niceScale(2)).toEqual({ top: 2, ticks: [0, 1, 2] })
    expect(niceScale(25)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] })
    expect(niceScale(101)).toEqual({ top: 120, ticks: [0, 20, 40, 60, 80, 100, 120] })
    expect(niceScale(9_400, 5)).toEqual({
      top: 10_000,
      ticks: [0, 2_000, 4_000, 6_000, 8_000, 10_000],
    })
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
