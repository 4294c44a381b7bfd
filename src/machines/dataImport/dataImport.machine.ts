import { NEVER } from 'rxjs'
import {
  type ActorRefFrom,
  assign,
  fromCallback,
  fromObservable,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate'
import { audienceLimits } from '../../contract/constants'
import type { ColumnMapping, DataFileResource } from '../../contract/data-file'
import {
  answeredFile,
  failingTo,
  isFinished,
  isOk,
  isRejected,
  isRunning,
  messageOf,
  problems,
  rejection,
  streamedFile,
} from './answers'
import {
  type ChosenFile,
  type DataImportContext,
  type DataImportEvent,
  emptyContext,
  type ImportOptions,
  type Outcome,
  type ProblemKind,
  type SampleData,
} from './dataImport.types'
import { mapColumn, mapsPhone, startingMapping } from './mapping'

/** Choosing a file: refused at once when it cannot be right, else uploaded. */
const chooseFile = [
  {
    guard: ({ event }: { event: DataImportEvent }) =>
      (event as { file: ChosenFile }).file.size === 0,
    target: '#dataImport.choosing',
    actions: { type: 'storeProblem', params: { kind: 'emptyFile', message: problems.emptyFile } },
  },
  {
    guard: ({ event }: { event: DataImportEvent }) =>
      (event as { file: ChosenFile }).file.size > audienceLimits.uploadMaxBytes,
    target: '#dataImport.choosing',
    actions: { type: 'storeProblem', params: { kind: 'tooLarge', message: problems.tooLarge } },
  },
  { target: '#dataImport.uploading', actions: 'storeFile' },
] as const

/**
 * Uploading a CSV and importing its contacts (spec §7 data files): choose a file, upload it
 * with progress (cancellable), map its columns to contact fields from the server's suggestion,
 * then follow the import the server runs in the background until it is done or failed. A file
 * uploaded before is opened where it stands: mapped again, or followed while it imports.
 */
export const dataImportMachine = setup({
  types: {
    context: {} as DataImportContext,
    events: {} as DataImportEvent,
  },
  actors: {
    /** Sends `upload.progress` as bytes go and `upload.settled` at the end; stopping aborts. */
    uploadFile: fromCallback<DataImportEvent, { file: ChosenFile }>(() => () => {}),
    loadDataFile: fromPromise<Outcome<DataFileResource>, { id: string }>(async () => {
      throw new Error('loadDataFile is provided by the app')
    }),
    loadSample: fromPromise<Outcome<SampleData>, { id: string }>(async () => {
      throw new Error('loadSample is provided by the app')
    }),
    startImport: fromPromise<
      Outcome<DataFileResource>,
      { id: string; mapping: ColumnMapping; options: ImportOptions }
    >(async () => {
      throw new Error('startImport is provided by the app')
    }),
    /** The data file each time the import moves on, ending once it is done or failed. */
    watchImport: fromObservable<DataFileResource, { id: string }>(() => NEVER),
  },
  actions: {
    storeFile: assign(({ event }) => ({
      file: (event as Extract<DataImportEvent, { type: 'file.choose' }>).file,
      upload: {
        loaded: 0,
        total: (event as Extract<DataImportEvent, { type: 'file.choose' }>).file.size,
      },
      dataFile: null,
      sample: null,
      fieldErrors: {},
      problem: null,
    })),
    storeProgress: assign(({ event }) => {
      const { loaded, total } = event as Extract<DataImportEvent, { type: 'upload.progress' }>
      return { upload: { loaded, total } }
    }),
    storeDataFile: assign((_, params: { dataFile: DataFileResource | undefined }) =>
      params.dataFile ? { dataFile: params.dataFile } : {},
    ),
    storeSample: assign(({ context }, params: { data: SampleData }) => ({
      sample: params.data,
      mapping: startingMapping(
        params.data.sample.columns,
        context.dataFile?.mapping ?? params.data.sample.suggested_mapping,
      ),
    })),
    storeMapping: assign(({ context, event }) => {
      const { column, target } = event as Extract<DataImportEvent, { type: 'mapping.set' }>
      return { mapping: mapColumn(context.mapping, column, target), fieldErrors: {}, problem: null }
    }),
    storeOptions: assign(({ context, event }) => ({
      options: {
        ...context.options,
        ...(event as Extract<DataImportEvent, { type: 'options.set' }>).options,
      },
      fieldErrors: {},
      problem: null,
    })),
    storeProblem: assign((_, params: { kind: ProblemKind; message: string }) => ({
      problem: { kind: params.kind, message: params.message },
    })),
    storeFailure: assign(
      (_, params: { kind: ProblemKind; outcome?: Outcome<unknown>; error?: unknown }) => ({
        fieldErrors: {},
        problem: { kind: params.kind, message: messageOf(params.outcome, params.error) },
      }),
    ),
    storeRejection: assign((_, params: { kind: ProblemKind; outcome: Outcome<unknown> }) => {
      const { validation } = params.outcome as Extract<Outcome<unknown>, { status: 422 }>
      return {
        fieldErrors: validation.errors,
        problem: {
          kind: params.kind,
          message: Object.values(validation.errors).flat()[0] ?? validation.message,
        },
      }
    }),
    clearProblem: assign({ fieldErrors: {}, problem: null }),
    reset: assign(() => emptyContext),
    /** An import ended: the list of uploads and the contacts are out of date. */
    reportFinished: () => {},
  },
  guards: {
    isPhoneMapped: ({ context }) => mapsPhone(context.mapping),
  },
}).createMachine({
  id: 'dataImport',
  context: emptyContext,
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'file.choose': chooseFile,
        'dataFile.open': 'opening',
      },
    },
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'loadDataFile',
        src: 'loadDataFile',
        input: ({ event }) => ({
          id: (event as Extract<DataImportEvent, { type: 'dataFile.open' }>).id,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && isRunning(event.output.data),
            target: 'importing',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          {
            guard: ({ event }) => isOk(event.output),
            target: 'loadingSample',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          failingTo('openFailed'),
        ],
        onError: failingTo('openFailed'),
      },
    },
    openFailed: {
      on: {
        'dataFile.open': { target: 'opening', actions: 'clearProblem' },
        'dataImport.restart': { target: 'choosing', actions: 'reset' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.file as ChosenFile }),
      },
      on: {
        'upload.progress': { actions: 'storeProgress' },
        'upload.settled': [
          {
            guard: ({ event }) => isOk(event.result),
            target: 'loadingSample',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          {
            // The file itself was refused (not UTF-8, a spreadsheet, no rows): another is needed.
            guard: ({ event }) => isRejected(event.result),
            target: 'choosing',
            actions: { type: 'storeRejection', params: rejection('refused') },
          },
          failingTo('uploadFailed'),
        ],
        'upload.cancel': {
          target: 'choosing',
          actions: {
            type: 'storeProblem',
            params: { kind: 'cancelled', message: problems.cancelled },
          },
        },
      },
    },
    uploadFailed: {
      on: {
        'dataImport.retry': { target: 'uploading', actions: 'clearProblem' },
        'file.choose': chooseFile,
      },
    },
    loadingSample: {
      tags: ['busy'],
      invoke: {
        id: 'loadSample',
        src: 'loadSample',
        input: ({ context }) => ({ id: context.dataFile?.id ?? '' }),
        onDone: [
          {
            guard: ({ event }) => isOk(event.output),
            target: 'mapping',
            actions: {
              type: 'storeSample',
              params: ({ event }) => ({ data: (event.output as { data: SampleData }).data }),
            },
          },
          failingTo('sampleFailed'),
        ],
        onError: failingTo('sampleFailed'),
      },
    },
    sampleFailed: {
      on: {
        'dataImport.retry': { target: 'loadingSample', actions: 'clearProblem' },
        'dataImport.restart': { target: 'choosing', actions: 'reset' },
      },
    },
    mapping: {
      on: {
        'mapping.set': { actions: 'storeMapping' },
        'options.set': { actions: 'storeOptions' },
        'import.start': [
          { guard: 'isPhoneMapped', target: 'starting', actions: 'clearProblem' },
          {
            actions: {
              type: 'storeProblem',
              params: { kind: 'missingPhone', message: problems.missingPhone },
            },
          },
        ],
        'dataImport.restart': { target: 'choosing', actions: 'reset' },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => ({
          id: context.dataFile?.id ?? '',
          mapping: context.mapping,
          options: context.options,
        }),
        onDone: [
          {
            guard: ({ event }) => isOk(event.output),
            target: 'importing',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          {
            // A mapping to a field that is gone, a bad tag: said at the field, the rest kept.
            guard: ({ event }) => isRejected(event.output),
            target: 'mapping',
            actions: { type: 'storeRejection', params: rejection('rejected') },
          },
          failingTo('mapping'),
        ],
        onError: failingTo('mapping'),
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'watchImport',
        src: 'watchImport',
        input: ({ context }) => ({ id: context.dataFile?.id ?? '' }),
        onSnapshot: [
          {
            guard: ({ event }) => isFinished(event.snapshot.context, 'done'),
            target: 'done',
            actions: [{ type: 'storeDataFile', params: streamedFile }, 'reportFinished'],
          },
          {
            guard: ({ event }) => isFinished(event.snapshot.context, 'failed'),
            target: 'importFailed',
            actions: [{ type: 'storeDataFile', params: streamedFile }, 'reportFinished'],
          },
          {
            actions: { type: 'storeDataFile', params: streamedFile },
          },
        ],
        // The stream ends only with the import; ending before, or failing, loses track of it.
        onDone: 'watchLost',
        onError: 'watchLost',
      },
      on: { 'dataImport.restart': { target: 'choosing', actions: 'reset' } },
    },
    watchLost: {
      on: {
        'dataImport.retry': 'importing',
        'dataImport.restart': { target: 'choosing', actions: 'reset' },
      },
    },
    done: {
      on: { 'dataImport.restart': { target: 'choosing', actions: 'reset' } },
    },
    importFailed: {
      on: {
        // The server keeps the file and its mapping: the same import may run again.
        'dataImport.retry': 'starting',
        'dataImport.restart': { target: 'choosing', actions: 'reset' },
      },
    },
  },
})

export type DataImportMachine = typeof dataImportMachine
export type DataImportRef = ActorRefFrom<DataImportMachine>
export type DataImportSnapshot = SnapshotFrom<DataImportMachine>
