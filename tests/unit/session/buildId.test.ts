import { describe, expect, it, vi } from 'vitest'
import { buildId } from '../../../src/contract/constants'
import { watchBuildId } from '../../../src/services/buildId'

describe('the build id watch', () => {
  it('polls at once and then every 3,600,000 ms, offering every build other than the first', async () => {
    vi.useFakeTimers()
    expect(buildId.pollMs).toBe(3_600_000)
    const answers = ['build-a', null, 'build-a', 'build-b', 'build-b']
    const read = vi.fn(async () => answers.shift() ?? null)
    const offered: string[] = []
    const subscription = watchBuildId(read).subscribe((id) => offered.push(id))

    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(buildId.pollMs - 1)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(buildId.pollMs)
    expect(offered).toEqual([])
    await vi.advanceTimersByTimeAsync(buildId.pollMs)
    expect(offered).toEqual(['build-b'])
    // Until the reload is taken, the offer comes back at every poll.
    await vi.advanceTimersByTimeAsync(buildId.pollMs)
    expect(offered).toEqual(['build-b', 'build-b'])
    subscription.unsubscribe()
    vi.useRealTimers()
  })

  it('skips a poll that fails and keeps polling', async () => {
    vi.useFakeTimers()
    const read = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('build-a')
      .mockResolvedValueOnce('build-c')
    const offered: string[] = []
    const subscription = watchBuildId(read, 1000).subscribe((id) => offered.push(id))
    await vi.advanceTimersByTimeAsync(2000)
    expect(offered).toEqual(['build-c'])
    subscription.unsubscribe()
    vi.useRealTimers()
  })
})
