import { describe, expect, it } from 'vitest'
import type { SegmentProgress } from '../../../src/contract/segment'
import { isCountRunning } from '../../../src/machines/segmentCount'

const progress = (status: SegmentProgress['status']): SegmentProgress => ({
  status,
  processed: 0,
  total: 0,
  matched: 0,
  percent: 0,
  started_at: null,
  finished_at: null,
  error: null,
})

describe('a segment count under way', () => {
  it.each([
    ['queued', true],
    ['counting', true],
    ['idle', false],
    ['done', false],
    ['failed', false],
  ] as const)('%s: running is %s', (status, running) => {
    expect(isCountRunning(progress(status))).toBe(running)
  })
})
