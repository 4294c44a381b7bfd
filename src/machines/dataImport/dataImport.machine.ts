import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate'
import { audienceLimits } from '../../contract/constants'
import type { DataFileResource } from '../../contract/data-file'
import { isRejection, type Result } from '../../contract/result'
import { placeholdersFor } from '../placeholder'
import { problemMessage, rejectionOf } from '../problems'
import {
  answeredFile,
  failedAnswer,
  failedCall,
  isFinished,
  isRunning,
  rejection,
  streamedFile,
} from './answers'
import type { createDataImportActors } from './dataImport.actors'
import {
  type ChosenFile,
  type DataImportContext,
  type DataImportEvent,
  emptyContext,
  type ProblemKind,
  type SampleData,
} from './dataImport.types'
import { mapColumn, mapsPhone, startingMapping } from './mapping'

/** Choosing a file: refused at once when it cannot be right, else uploaded. */
const chooseFile = [
  {
    guard: ({ event }: { event: DataImportEvent }) => {
      assertEvent(event, 'file.choose')
      return event.file.size === 0
    },
    target: '#dataImport.choosing',
    actions: { type: 'storeProblem', params: { kind: 'emptyFile' } },
  },
  {
    guard: ({ event }: { event: DataImportEvent }) => {
      assertEvent(event, 'file.choose')
      return event.file.size > audienceLimits.uploadMaxBytes
    },
    target: '#dataImport.choosing',
    actions: { type: 'storeProblem', params: { kind: 'tooLarge' } },
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
  /**
   * uploadFile sends `upload.progress` as bytes go and `upload.settled` at the end (stopping it
   * aborts); watchImport emits the data file each time the import moves on, ending once it is
   * done or failed.
   */
  actors: placeholdersFor<typeof createDataImportActors>(
    ['loadDataFile', 'loadSample', 'startImport'],
    ['uploadFile', 'watchImport'],
  ),
  actions: {
    storeFile: assign(({ event }) => {
      assertEvent(event, 'file.choose')
      return {
        file: event.file,
        upload: { loaded: 0, total: event.file.size },
        dataFile: null,
        sample: null,
        fieldErrors: {},
        problem: null,
      }
    }),
    storeProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress')
      return { upload: { loaded: event.loaded, total: event.total } }
    }),
    storeDataFile: assign((_, params: { dataFile: DataFileResource | undefined }) =>
      params.dataFile ? { dataFile: params.dataFile } : {},
    ),
    storeSample: assign(({ context }, params: { outcome: Result<SampleData> }) => {
      if (!params.outcome.ok) return {}
      const { data } = params.outcome
      return {
        sample: data,
        mapping: startingMapping(
          data.sample.columns,
          context.dataFile?.mapping ?? data.sample.suggested_mapping,
        ),
      }
    }),
    storeMapping: assign(({ context, event }) => {
      assertEvent(event, 'mapping.set')
      const { column, target } = event
      return { mapping: mapColumn(context.mapping, column, target), fieldErrors: {}, problem: null }
    }),
    storeOptions: assign(({ context, event }) => {
      assertEvent(event, 'options.set')
      return { options: { ...context.options, ...event.options }, fieldErrors: {}, problem: null }
    }),
    storeProblem: assign((_, params: { kind: ProblemKind }) => ({
      problem: { kind: params.kind },
    })),
    storeFailure: assign(
      (_, params: { kind: ProblemKind; outcome?: Result<unknown>; error?: unknown }) => ({
        fieldErrors: {},
        problem: { kind: params.kind, message: problemMessage(params.outcome, params.error) },
      }),
    ),
    storeRejection: assign((_, params: { kind: ProblemKind; outcome: Result<unknown> }) => {
      const { fieldErrors, message } = rejectionOf(params.outcome)
      return {
        fieldErrors,
        problem: { kind: params.kind, message: Object.values(fieldErrors).flat()[0] ?? message },
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
        input: ({ event }) => {
          assertEvent(event, 'dataFile.open')
          return { id: event.id }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok && isRunning(event.output.data),
            target: 'importing',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'loadingSample',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          failedAnswer('openFailed'),
        ],
        onError: failedCall('openFailed'),
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
            guard: ({ event }) => event.output.ok,
            target: 'loadingSample',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          {
            // The file itself was refused (not UTF-8, a spreadsheet, no rows): another is needed.
            guard: ({ event }) => isRejection(event.output),
            target: 'choosing',
            actions: { type: 'storeRejection', params: rejection('refused') },
          },
          failedAnswer('uploadFailed'),
        ],
        'upload.cancel': {
          target: 'choosing',
          actions: { type: 'storeProblem', params: { kind: 'cancelled' } },
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
            guard: ({ event }) => event.output.ok,
            target: 'mapping',
            actions: {
              type: 'storeSample',
              params: ({ event }) => ({ outcome: event.output }),
            },
          },
          failedAnswer('sampleFailed'),
        ],
        onError: failedCall('sampleFailed'),
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
            actions: { type: 'storeProblem', params: { kind: 'missingPhone' } },
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
            guard: ({ event }) => event.output.ok,
            target: 'importing',
            actions: { type: 'storeDataFile', params: answeredFile },
          },
          {
            // A mapping to a field that is gone, a bad tag: said at the field, the rest kept.
            guard: ({ event }) => isRejection(event.output),
            target: 'mapping',
            actions: { type: 'storeRejection', params: rejection('rejected') },
          },
          failedAnswer('mapping'),
        ],
        onError: failedCall('mapping'),
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
