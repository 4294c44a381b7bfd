import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSampledValue } from '../../../src/views/campaigns/detail/useSampledValue'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a value followed at most once a period', () => {
  it('keeps up with a value that never rests, unlike a debounce', () => {
    const { result, rerender } = renderHook(({ value }) => useSampledValue(value, 2_000), {
      initialProps: { value: 'a' },
    })
    expect(result.current).toBe('a')
    // A change every 500 ms for 4 s: followed twice, each time with the latest.
    const seen: string[] = []
    for (const value of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) {
      rerender({ value })
      act(() => vi.advanceTimersByTime(500))
      if (seen.at(-1) !== result.current) seen.push(result.current)
    }
    expect(seen).toEqual(['a', 'e', 'i'])
  })

  it('stays put while the value does', () => {
    const { result, rerender } = renderHook(({ value }) => useSampledValue(value, 2_000), {
      initialProps: { value: 1 },
    })
    rerender({ value: 1 })
    act(() => vi.advanceTimersByTime(10_000))
    expect(result.current).toBe(1)
    rerender({ value: 2 })
    act(() => vi.advanceTimersByTime(1_999))
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(2)
  })
})
