import { afterEach, describe, expect, it, vi } from 'vitest'
import { timeOrderedId } from '../../server/src/db/time-ordered-id'

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('timeOrderedId', () => {
  afterEach(() => vi.useRealTimers())

  it('makes version 7 UUIDs that ascend and never repeat, many in one millisecond included', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), toFake: ['Date'] })
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId())
    for (const id of ids) expect(id).toMatch(uuidV7)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id, index) => index === 0 || (ids[index - 1] as string) < id)).toBe(true)
  })

  it('puts the time first, so an id made later sorts after', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] })
    const earlier = timeOrderedId()
    vi.setSystemTime(new Date('2030-01-01T00:00:01Z'))
    const later = timeOrderedId()
    expect(later > earlier).toBe(true)
    expect(Number.parseInt(later.replace(/-/g, '').slice(0, 12), 16)).toBe(
      Date.parse('2030-01-01T00:00:01Z'),
    )
  })
})
