import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, setup } from 'xstate'
import { createJournal } from '../../../src/services/journal/journal'
import { pendingJournal } from '../../../src/services/journal/pendingJournal'

const toggle = setup({ types: { events: {} as { type: 'toggle' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
})

describe('a journal whose code comes later (the sign-in pages)', () => {
  afterEach(() => vi.useRealTimers())

  it('records at once and stores, in order and at their own time, once loaded', async () => {
    let opened = 0
    const journal = pendingJournal((options) => {
      opened += 1
      return createJournal(options)
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000)
    const actor = createActor(toggle, { inspect: journal.inspect }).start()
    actor.send({ type: 'toggle' })
    expect(opened).toBe(0)

    vi.setSystemTime(5_000)
    const loaded = await journal.load()
    vi.setSystemTime(9_000)
    actor.send({ type: 'toggle' })
    await journal.flush()
    const entries = await loaded.all()
    const toggles = entries.filter((entry) => entry.event.type === 'toggle')
    expect(toggles.map((entry) => [entry.time, entry.state])).toEqual([
      [1_000, 'on'],
      [9_000, 'off'],
    ])
    expect(opened).toBe(1)
    actor.stop()
  })

  it('opens the journal to flush what it holds', async () => {
    let opened = 0
    const journal = pendingJournal((options) => {
      opened += 1
      return createJournal(options)
    })
    createActor(toggle, { inspect: journal.inspect }).start().send({ type: 'toggle' })
    await journal.flush()
    expect(opened).toBe(1)
    expect((await (await journal.load()).all()).length).toBeGreaterThan(0)
  })
})
