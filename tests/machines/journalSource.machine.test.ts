import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, type EventObject, fromPromise } from 'xstate'
import {
  type ImportOutcome,
  journalSourceMachine,
  type LoadedJournal,
  readJournalFile,
  selectCanImport,
  selectCanReload,
  selectImportProblem,
  selectIsBusy,
  selectJournal,
  selectProblem,
} from '../../src/machines/journalSource'
import type { JournalEntry } from '../../src/services/journal/entry'
import { toJournalExport } from '../../src/services/journal/exportFile'
import { createJournalShelf } from '../../src/services/journal/shelf'
import { journalSourceEvents, journalSourceModel } from './models/journalSource.model'
import { describeModel } from './support/describeModel'

/** The pending call of each actor, settled by the model's done and error events. */
const pending = new Map<string, { resolve: (value: never) => void; reject: (e: unknown) => void }>()
const waitFor = <T, I = unknown>(name: string) =>
  fromPromise<T, I>(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.set(name, { resolve: resolve as never, reject })
      }),
  )
const settle = (_actor: unknown, event: EventObject) => {
  const [, kind, , id] = event.type.split('.') as [string, string, string, string]
  const call = pending.get(id)
  if (!call) throw new Error(`${id} is not running`)
  pending.delete(id)
  if (kind === 'done') call.resolve((event as { output?: unknown }).output as never)
  else call.reject((event as { error?: unknown }).error)
}

const testMachine = journalSourceMachine.provide({
  actors: {
    loadOwnJournal: waitFor<LoadedJournal>('loadOwnJournal'),
    readJournalFile: waitFor<ImportOutcome, { file: File }>('readJournalFile'),
  },
})

const execute = Object.fromEntries(
  (journalSourceEvents as EventObject[])
    .filter((event) => event.type.startsWith('xstate.'))
    .map((event) => [event.type, settle]),
)

interface Shown {
  busy?: boolean
  journal?: 'own' | 'file' | null
  problem?: boolean
  refused?: boolean
  canReload: boolean
  canImport: boolean
}

const shows = (expected: Shown) => (snapshot: AnyMachineSnapshot) => {
  const state = snapshot as never
  expect(selectIsBusy(state)).toBe(expected.busy ?? false)
  expect(selectJournal(state)?.origin ?? null).toBe(expected.journal ?? null)
  expect(selectProblem(state) !== null).toBe(expected.problem ?? false)
  expect(selectImportProblem(state) !== null).toBe(expected.refused ?? false)
  expect(selectCanReload(state)).toBe(expected.canReload)
  expect(selectCanImport(state)).toBe(expected.canImport)
}

describeModel('journalSource', {
  ...journalSourceModel,
  machine: testMachine,
  execute,
  states: {
    loading: shows({ busy: true, canReload: false, canImport: false }),
    'ready (own journal)': shows({ journal: 'own', canReload: true, canImport: true }),
    'ready (file journal)': shows({ journal: 'file', canReload: true, canImport: true }),
    'ready (own journal, refused file)': shows({
      journal: 'own',
      refused: true,
      canReload: true,
      canImport: true,
    }),
    'ready (file journal, refused file)': shows({
      journal: 'file',
      refused: true,
      canReload: true,
      canImport: true,
    }),
    'failed (problem)': shows({ problem: true, canReload: true, canImport: true }),
    'failed (problem, refused file)': shows({
      problem: true,
      refused: true,
      canReload: true,
      canImport: true,
    }),
    'importing (own journal)': shows({
      busy: true,
      journal: 'own',
      canReload: false,
      canImport: false,
    }),
    'importing (file journal)': shows({
      busy: true,
      journal: 'file',
      canReload: false,
      canImport: false,
    }),
    // The failure stays known while a file is read, and is shown again if the file is refused.
    'importing (problem)': shows({ busy: true, canReload: false, canImport: false }),
  },
})

describeModel('journalSource.staff', {
  ...journalSourceModel,
  input: { hasOwnJournal: false },
  machine: testMachine,
  execute,
  states: {
    waiting: shows({ canReload: false, canImport: true }),
    'waiting (refused file)': shows({ refused: true, canReload: false, canImport: true }),
    importing: shows({ busy: true, canReload: false, canImport: false }),
    'ready (file journal)': shows({ journal: 'file', canReload: false, canImport: true }),
    'ready (file journal, refused file)': shows({
      journal: 'file',
      refused: true,
      canReload: false,
      canImport: true,
    }),
    'importing (file journal)': shows({
      busy: true,
      journal: 'file',
      canReload: false,
      canImport: false,
    }),
  },
})

const entry = (seq: number): JournalEntry => ({
  seq,
  time: 1_700_000_000_000 + seq,
  run: 'run-1',
  actor: 'x:0',
  actorId: 'x:0',
  machine: 'toast',
  event: { type: seq === 1 ? 'xstate.init' : 'toast.close' },
  state: 'visible',
  status: 'active',
})

const fileOf = (text: string, name = 'journal.json') => new File([text], name)

describe('reading an exported journal file', () => {
  it('keeps its entries on the shelf and answers their id', async () => {
    const shelf = createJournalShelf()
    const entries = [entry(1), entry(2)]
    const outcome = await readJournalFile(fileOf(JSON.stringify(toJournalExport(entries))), shelf)
    expect(outcome).toMatchObject({
      ok: true,
      journal: { origin: 'file', name: 'journal.json', total: 2 },
    })
    if (outcome.ok) expect(shelf.get(outcome.journal.id)).toEqual(entries)
  })

  it('refuses text that is not JSON, saying so', async () => {
    const outcome = await readJournalFile(fileOf('hello', 'notes.txt'), createJournalShelf())
    expect(outcome).toMatchObject({
      ok: false,
      problem: {
        file: 'notes.txt',
        errors: [{ path: '', message: expect.stringMatching(/^Not JSON/) }],
      },
    })
  })

  it('names the field of each problem, the first ten, and counts the rest', async () => {
    const bad = { ...toJournalExport([]), entries: Array.from({ length: 12 }, () => ({ seq: 0 })) }
    const outcome = await readJournalFile(fileOf(JSON.stringify(bad)), createJournalShelf())
    if (outcome.ok) throw new Error('accepted')
    expect(outcome.problem.errors).toHaveLength(10)
    expect(outcome.problem.errors[0]?.path).toBe('entries.0.seq')
    expect(outcome.problem.more).toBeGreaterThan(2)
  })

  it('refuses another JSON document', async () => {
    const outcome = await readJournalFile(fileOf('{"format":"other"}'), createJournalShelf())
    if (outcome.ok) throw new Error('accepted')
    expect(outcome.problem.errors.map((error) => error.path)).toContain('format')
  })
})
