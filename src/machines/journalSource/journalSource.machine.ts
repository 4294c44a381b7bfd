import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate'
import { placeholdersFor } from '../placeholder'
import type { createJournalSourceActors } from './journalSource.actors'

/**
 * A journal the audit screen shows. Its entries stay out of the machine (they are kept where the
 * actors put them, under `id`): every event of this machine is journaled, and a journal must
 * not copy itself into itself each time it is opened.
 */
export interface LoadedJournal {
  id: string
  /** The user's own journal, or one read from an exported file. */
  origin: 'own' | 'file'
  /** The file's name, for an imported journal. */
  name: string | null
  total: number
}

/** Why a file was refused: its problems (the first few) and how many more there were. */
export interface ImportProblem {
  file: string
  errors: { path: string; message: string }[]
  more: number
}

export type ImportOutcome =
  | { ok: true; journal: LoadedJournal }
  | { ok: false; problem: ImportProblem }

export interface JournalSourceInput {
  /** The screen shows the user's own journal (my account); staff start with none. */
  hasOwnJournal: boolean
}

export interface JournalSourceContext {
  hasOwnJournal: boolean
  journal: LoadedJournal | null
  /** Why the own journal could not be read. */
  problem: string | null
  importProblem: ImportProblem | null
}

export type JournalSourceEvent =
  | { type: 'source.import'; file: File }
  /** Reads the own journal again: newer entries, or back from an imported one. */
  | { type: 'source.reload' }
  | { type: 'source.dismissImportProblem' }

const messageOf = (error: unknown) =>
  error instanceof Error
    ? error.message
    : String((error as { message?: unknown })?.message ?? error)

/**
 * Where the audit screen's journal comes from: the user's own (loading, failed, ready) or a file
 * (importing, then ready or refused with its problems, the journal shown before staying shown).
 */
export const journalSourceMachine = setup({
  types: {
    context: {} as JournalSourceContext,
    events: {} as JournalSourceEvent,
    input: {} as JournalSourceInput,
  },
  actors: placeholdersFor<typeof createJournalSourceActors>(['loadOwnJournal', 'readJournalFile']),
  actions: {
    storeJournal: assign((_, params: { journal: LoadedJournal }) => ({
      journal: params.journal,
      problem: null,
      importProblem: null,
    })),
    storeProblem: assign({ problem: (_, params: { error: unknown }) => messageOf(params.error) }),
    /** A file read: its journal shown, or its problems. */
    storeImport: assign((_, params: { outcome: ImportOutcome }) =>
      params.outcome.ok
        ? { journal: params.outcome.journal, problem: null, importProblem: null }
        : { importProblem: params.outcome.problem },
    ),
    storeImportProblem: assign({
      importProblem: (_, params: { problem: ImportProblem }) => params.problem,
    }),
    clearImportProblem: assign({ importProblem: null }),
    /** Reading the own journal again starts afresh: what was shown may be stale or refused. */
    clearAll: assign({ journal: null, problem: null, importProblem: null }),
  },
  guards: {
    hasOwnJournal: ({ context }) => context.hasOwnJournal,
    hasJournal: ({ context }) => context.journal !== null,
    hasProblem: ({ context }) => context.problem !== null,
    hasImportProblem: ({ context }) => context.importProblem !== null,
    isAccepted: (_, params: { outcome: ImportOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'journalSource',
  context: ({ input }) => ({
    hasOwnJournal: input.hasOwnJournal,
    journal: null,
    problem: null,
    importProblem: null,
  }),
  initial: 'settling',
  on: {
    'source.dismissImportProblem': { guard: 'hasImportProblem', actions: 'clearImportProblem' },
  },
  states: {
    /** Shows what there is: a journal, why the own one failed, or nothing yet. */
    settling: {
      always: [
        { guard: 'hasJournal', target: 'ready' },
        { guard: 'hasProblem', target: 'failed' },
        { guard: 'hasOwnJournal', target: 'loading' },
        { target: 'waiting' },
      ],
    },
    loading: {
      tags: ['busy'],
      entry: 'clearAll',
      invoke: {
        id: 'loadOwnJournal',
        src: 'loadOwnJournal',
        onDone: {
          target: 'ready',
          actions: { type: 'storeJournal', params: ({ event }) => ({ journal: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'source.reload': 'loading', 'source.import': 'importing' },
    },
    /** No journal yet: staff import the file a user exported to them. */
    waiting: {
      on: { 'source.import': 'importing' },
    },
    ready: {
      on: {
        'source.import': 'importing',
        'source.reload': { guard: 'hasOwnJournal', target: 'loading' },
      },
    },
    importing: {
      tags: ['busy'],
      entry: 'clearImportProblem',
      invoke: {
        id: 'readJournalFile',
        src: 'readJournalFile',
        input: ({ event }) => {
          assertEvent(event, 'source.import')
          return { file: event.file }
        },
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'ready',
            actions: { type: 'storeImport', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'settling',
            actions: { type: 'storeImport', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'settling',
          actions: {
            type: 'storeImportProblem',
            params: ({ event }) => ({
              problem: {
                file: '',
                errors: [{ path: '', message: messageOf(event.error) }],
                more: 0,
              },
            }),
          },
        },
      },
    },
  },
})

export type JournalSourceMachine = typeof journalSourceMachine
export type JournalSourceRef = ActorRefFrom<JournalSourceMachine>
export type JournalSourceSnapshot = SnapshotFrom<JournalSourceMachine>
