import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { journal as journalConstants } from '../../../src/contract/constants'
import type { JournalDraft } from '../../../src/services/journal/entry'
import { openIndexedDbStore } from '../../../src/services/journal/indexedDbStore'

const draft = (n: number): JournalDraft => ({
  time: 1_700_000_000_000 + n,
  run: 'run-1',
  actor: 'x:1',
  actorId: 'x:1',
  machine: 'fixture',
  event: { type: 'fixture.toggle', n },
  state: 'idle',
  status: 'active',
})

const drafts = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => draft(from + index))

describe('the journal in IndexedDB', () => {
  it('numbers entries in order and reads them back oldest first', async () => {
    const store = await openIndexedDbStore(new IDBFactory())
    const added = await store.append(drafts(1, 3))
    expect(added.map((entry) => entry.seq)).toEqual([1, 2, 3])
    expect(await store.all()).toEqual(added)
    store.close()
  })

  it('survives a reload: a new connection reads the entries and numbers on', async () => {
    const factory = new IDBFactory()
    const first = await openIndexedDbStore(factory)
    await first.append(drafts(1, 2))
    first.close()

    const second = await openIndexedDbStore(factory)
    const [next] = await second.append([draft(3)])
    expect(next?.seq).toBe(3)
    expect((await second.all()).map((entry) => entry.event.n)).toEqual([1, 2, 3])
    second.close()
  })

  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const store = await openIndexedDbStore(new IDBFactory(), { maxEntries: 5 })
    await store.append(drafts(1, 3))
    await store.append(drafts(4, 4))
    const kept = await store.all()
    expect(kept.map((entry) => entry.event.n)).toEqual([3, 4, 5, 6, 7])
    expect(kept.map((entry) => entry.seq)).toEqual([3, 4, 5, 6, 7])
    store.close()
  })

  it('never reuses a dropped sequence number', async () => {
    const factory = new IDBFactory()
    const store = await openIndexedDbStore(factory, { maxEntries: 2 })
    await store.append(drafts(1, 4))
    store.close()
    const reopened = await openIndexedDbStore(factory, { maxEntries: 2 })
    const [next] = await reopened.append([draft(5)])
    expect(next?.seq).toBe(5)
    reopened.close()
  })

  it(`is bounded at ${journalConstants.maxEntries} entries by default`, async () => {
    const store = await openIndexedDbStore(new IDBFactory())
    await store.append(drafts(1, journalConstants.maxEntries))
    await store.append(drafts(journalConstants.maxEntries + 1, 3))
    const kept = await store.all()
    expect(kept).toHaveLength(journalConstants.maxEntries)
    expect(kept[0]?.seq).toBe(4)
    expect(kept.at(-1)?.seq).toBe(journalConstants.maxEntries + 3)
    store.close()
  })

  it('clears', async () => {
    const store = await openIndexedDbStore(new IDBFactory())
    await store.append(drafts(1, 2))
    await store.clear()
    expect(await store.all()).toEqual([])
    store.close()
  })
})
