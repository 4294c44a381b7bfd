import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { assign, fromPromise, setup, waitFor } from 'xstate'
import type { JournalEntry } from '../../../src/services/journal/entry'
import { parseJournalExport } from '../../../src/services/journal/exportFile'
import { openIndexedDbStore } from '../../../src/services/journal/indexedDbStore'
import { createJournal, readJournal } from '../../../src/services/journal/journal'
import { createJournaledActor } from '../../../src/services/journal/journaledActor'
import { redactedMarker } from '../../../src/services/journal/redact'

/** A sign-in form: a password in its events, a child actor that answers with a token. */
const signIn = setup({
  types: {
    context: {} as { email: string; attempts: number },
    events: {} as { type: 'signIn.submit'; email: string; password: string },
  },
  actors: {
    authenticate: fromPromise<{ token: string }, { password: string }>(async () => ({
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
    })),
  },
}).createMachine({
  id: 'signIn',
  context: { email: '', attempts: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signIn.submit': {
          target: 'submitting',
          actions: assign({
            email: ({ event }) => event.email,
            attempts: ({ context }) => context.attempts + 1,
          }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ event }) => ({ password: (event as { password: string }).password }),
        onDone: 'signedIn',
      },
    },
    signedIn: { type: 'final' },
  },
})

async function signInOnce(journal: ReturnType<typeof createJournal>) {
  const actor = createJournaledActor(journal, signIn)
  actor.start()
  actor.send({ type: 'signIn.submit', email: 'ada@example.com', password: 'hunter22' })
  await waitFor(actor, (snapshot) => snapshot.status === 'done')
  await journal.flush()
  return actor
}

describe('the journal', () => {
  it('records every event a machine actor processes: sequence, time, actor, event, state', async () => {
    let now = 1_700_000_000_000
    const journal = createJournal({ run: 'run-1', now: () => now++ })
    const actor = await signInOnce(journal)
    const entries = await journal.all()

    expect(
      entries.map(({ seq, event, state, status }) => [seq, event.type, state, status]),
    ).toEqual([
      [1, 'xstate.init', 'editing', 'active'],
      [2, 'signIn.submit', 'submitting', 'active'],
      [3, 'xstate.done.actor.authenticate', 'signedIn', 'done'],
    ])
    const [init, submit, done] = entries as [JournalEntry, JournalEntry, JournalEntry]
    expect(init).toMatchObject({
      time: 1_700_000_000_000,
      run: 'run-1',
      actor: actor.sessionId,
      actorId: actor.id,
      machine: 'signIn',
    })
    expect(init.source).toBeUndefined()
    expect(submit.time).toBeGreaterThan(init.time)
    // The child that answered is named as the sender.
    expect(done.source).toMatch(/^x:\d+$/)
    expect(done.source).not.toBe(actor.sessionId)
  })

  it('never stores passwords or tokens', async () => {
    const journal = createJournal()
    await signInOnce(journal)
    const exported = JSON.stringify(await journal.export())
    expect(exported).not.toContain('hunter22')
    expect(exported).not.toContain('eyJhbGciOiJIUzI1NiJ9')
    const [, submit, done] = await journal.all()
    expect(submit?.event).toEqual({
      type: 'signIn.submit',
      email: 'ada@example.com',
      password: redactedMarker,
    })
    expect(done?.event).toMatchObject({ output: { token: redactedMarker } })
  })

  it('streams each entry once it is numbered and stored', async () => {
    const journal = createJournal()
    const streamed: number[] = []
    journal.entries$.subscribe((entry) => streamed.push(entry.seq))
    await signInOnce(journal)
    expect(streamed).toEqual([1, 2, 3])
  })

  it('leaves non-machine actors out: a promise has no state to record', async () => {
    const journal = createJournal()
    await signInOnce(journal)
    expect(new Set((await journal.all()).map((entry) => entry.machine))).toEqual(
      new Set(['signIn']),
    )
  })

  it('calls the caller’s own inspector too', async () => {
    const journal = createJournal()
    const seen: string[] = []
    const actor = createJournaledActor(journal, signIn, {
      inspect: (event) => seen.push(event.type),
    })
    actor.start()
    await journal.flush()
    expect(seen).toContain('@xstate.snapshot')
    expect(await journal.all()).toHaveLength(1)
  })

  it('filters and pages for a journal screen', async () => {
    const journal = createJournal()
    await signInOnce(journal)
    await signInOnce(journal)
    expect((await journal.query({ eventType: 'SUBMIT' })).total).toBe(2)
    const page = await journal.query({ machine: 'signIn', order: 'desc', offset: 1, limit: 2 })
    expect(page.total).toBe(6)
    expect(page.entries.map((entry) => entry.seq)).toEqual([5, 4])
    expect(await journal.facets()).toMatchObject({
      machines: ['signIn'],
      eventTypes: ['signIn.submit', 'xstate.done.actor.authenticate', 'xstate.init'],
    })
  })

  it('survives a reload in IndexedDB, each page load its own run', async () => {
    const factory = new IDBFactory()
    const before = createJournal({ store: openIndexedDbStore(factory), run: 'before' })
    await signInOnce(before)
    await before.close()

    const after = createJournal({ store: openIndexedDbStore(factory), run: 'after' })
    await signInOnce(after)
    const entries = await after.all()
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6])
    expect(entries.map((entry) => entry.run)).toEqual([
      ...Array(3).fill('before'),
      ...Array(3).fill('after'),
    ])
    await after.close()
  })

  it('goes on in memory, and says so, when its store cannot open', async () => {
    const journal = createJournal({ store: Promise.reject(new Error('quota exceeded')) })
    const errors: string[] = []
    journal.errors$.subscribe((error) => errors.push(error.message))
    await signInOnce(journal)
    expect(errors).toEqual(['quota exceeded'])
    expect(await journal.all()).toHaveLength(3)
  })
})

describe('export and import', () => {
  it('exports JSON that imports back to the same entries', async () => {
    const journal = createJournal()
    await signInOnce(journal)
    const file = JSON.stringify(await journal.export())
    const imported = parseJournalExport(file)
    expect(imported.ok).toBe(true)
    if (!imported.ok) return
    expect(imported.journal.entries).toEqual(await journal.all())
    const reader = readJournal(imported.journal.entries)
    expect((await reader.query({ eventType: 'submit' })).entries).toHaveLength(1)
  })

  it.each([
    ['text that is not JSON', '{"format":', ''],
    [
      'another file format',
      { format: 'other', version: 1, exportedAt: new Date().toISOString(), entries: [] },
      'format',
    ],
    [
      'an unknown version',
      {
        format: 'switchboard.journal',
        version: 2,
        exportedAt: new Date().toISOString(),
        entries: [],
      },
      'version',
    ],
  ])('refuses %s', (_, input, path) => {
    const result = parseJournalExport(input)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => error.path)).toContain(path)
  })

  it('refuses entries that are malformed or out of order, naming where', async () => {
    const journal = createJournal()
    await signInOnce(journal)
    const exported = await journal.export()
    const broken = structuredClone(exported)
    ;(broken.entries[1] as { state: unknown }).state = 42
    const bad = parseJournalExport(broken)
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.errors[0]?.path).toBe('entries.1.state')

    const shuffled = { ...exported, entries: [...exported.entries].reverse() }
    const unordered = parseJournalExport(shuffled)
    expect(unordered.ok).toBe(false)
    if (!unordered.ok) expect(unordered.errors[0]?.message).toMatch(/journal order/)
  })
})
