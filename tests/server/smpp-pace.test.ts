import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPacer } from '../../server/src/adapters/carrier/smpp/pace'

describe('the per-connection rate limit', () => {
  afterEach(() => vi.useRealTimers())

  it('lets at most `perSecond` submits go in each second of a burst, evenly spaced', async () => {
    vi.useFakeTimers()
    const pacer = createPacer(4, () => Date.now())
    let gone = 0
    for (let n = 0; n < 10; n++) void pacer.take().then(() => gone++)
    await vi.advanceTimersByTimeAsync(0)
    expect(gone).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(gone).toBe(4)
    await vi.advanceTimersByTimeAsync(1000)
    expect(gone).toBe(8)
    await vi.advanceTimersByTimeAsync(1000)
    expect(gone).toBe(10)
  })

  it('does not hold a submit that comes after a quiet spell', async () => {
    vi.useFakeTimers()
    const pacer = createPacer(2, () => Date.now())
    await pacer.take()
    await vi.advanceTimersByTimeAsync(5000)
    let gone = false
    void pacer.take().then(() => {
      gone = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(gone).toBe(true)
  })
})
