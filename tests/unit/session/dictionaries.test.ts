import { beforeEach, describe, expect, it, vi } from 'vitest'
import { dictionaryNames } from '../../../src/contract/constants'
import { createDictionaryCache } from '../../../src/services/dictionaries'

describe('the dictionary cache', () => {
  beforeEach(() => localStorage.clear())

  it('holds the lists of spec §3', () => {
    expect(dictionaryNames).toEqual([
      'campaigns',
      'networks',
      'countries',
      'segments',
      'domains',
      'offers',
      'routes',
      'routingCompanies',
      'feeds',
    ])
  })

  it('loads a list once, keeps it in local storage and answers it from there', async () => {
    const cache = createDictionaryCache(localStorage)
    cache.useTeam('team-1')
    const loader = vi.fn(async () => [{ id: 'c1' }])
    const [first, second] = await Promise.all([
      cache.load('campaigns', loader),
      cache.load('campaigns', loader),
    ])
    expect(first).toEqual([{ id: 'c1' }])
    expect(second).toEqual([{ id: 'c1' }])
    expect(loader).toHaveBeenCalledTimes(1)
    expect(createDictionaryCache(localStorage).get('campaigns')).toEqual([{ id: 'c1' }])
  })

  it('is cleared on a team switch and on sign-out', () => {
    const cache = createDictionaryCache(localStorage)
    cache.useTeam('team-1')
    cache.set('offers', [{ id: 'o1' }])
    cache.useTeam('team-1')
    expect(cache.get('offers')).toEqual([{ id: 'o1' }])
    cache.useTeam('team-2')
    expect(cache.get('offers')).toBeNull()
    cache.set('offers', [{ id: 'o2' }])
    cache.clear()
    expect(cache.get('offers')).toBeNull()
    expect(localStorage.getItem('switchboard.dictionaries')).toBeNull()
  })

  it('does not keep a list that arrives after a team switch', async () => {
    const cache = createDictionaryCache(localStorage)
    cache.useTeam('team-1')
    let answer: (items: unknown[]) => void = () => {}
    const loading = cache.load(
      'feeds',
      () => new Promise<unknown[]>((resolve) => (answer = resolve)),
    )
    cache.useTeam('team-2')
    answer([{ id: 'f1' }])
    await loading
    expect(cache.get('feeds')).toBeNull()
  })
})

describe('a write makes its dictionary stale', () => {
  beforeEach(() => localStorage.clear())

  it('drops the list of the resource written, and only that one', async () => {
    const cache = createDictionaryCache(localStorage)
    cache.useTeam('team-1')
    await cache.load('segments', async () => [{ id: 's1' }])
    await cache.load('offers', async () => [{ id: 'o1' }])
    await cache.load('campaigns', async () => [{ id: 'c1' }])
    cache.dropFor('segments/s1')
    expect(cache.get('segments')).toBeNull()
    expect(cache.get('offers')).toEqual([{ id: 'o1' }])
    cache.dropFor('sms/campaigns/c1/send')
    expect(cache.get('campaigns')).toBeNull()
    cache.dropFor('sms/senderids')
    expect(cache.get('offers')).toEqual([{ id: 'o1' }])
    cache.dropFor('offers?x=1')
    expect(cache.get('offers')).toBeNull()
    const loader = vi.fn(async () => [{ id: 's2' }])
    expect(await cache.load('segments', loader)).toEqual([{ id: 's2' }])
    expect(loader).toHaveBeenCalledTimes(1)
  })
})
