import { Subject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { DataFileResource } from '../../src/contract/data-file'
import {
  createDataImportActors,
  type DataImportActorDeps,
  dataImportMachine,
  mapColumn,
  selectDataFile,
  selectFieldErrors,
  selectIsBusy,
  selectLacksPhone,
  selectMapping,
  selectOptions,
  selectProblem,
  selectStep,
  selectUploadPercent,
  type UploadProgress,
} from '../../src/machines/dataImport'
import { dataImportModel, modelDataFile, modelFile, modelSample } from './models/dataImport.model'
import { describeModel } from './support/describeModel'

const reportFinished = vi.fn()
const never = fromPromise(() => new Promise(() => {}))
const view = (snapshot: AnyMachineSnapshot) => snapshot as never

const problemKind = (snapshot: AnyMachineSnapshot) => selectProblem(view(snapshot))?.kind ?? null

const at =
  (step: ReturnType<typeof selectStep>, busy: boolean, check?: (s: AnyMachineSnapshot) => void) =>
  (snapshot: AnyMachineSnapshot) => {
    expect(selectStep(view(snapshot))).toBe(step)
    expect(selectIsBusy(view(snapshot))).toBe(busy)
    check?.(snapshot)
  }

describeModel('dataImport', {
  ...dataImportModel,
  // The invoked calls never answer by themselves: each model step says how they end.
  machine: dataImportMachine.provide({
    actors: {
      loadDataFile: never as never,
      loadSample: never as never,
      startImport: never as never,
    },
    actions: { reportFinished },
  }),
  states: {
    choosing: at('choose', false, (snapshot) => {
      expect([null, 'emptyFile', 'tooLarge', 'refused', 'cancelled']).toContain(
        problemKind(snapshot),
      )
      expect(snapshot.context.sample).toBeNull()
    }),
    opening: at('choose', true),
    openFailed: at('choose', false, (snapshot) => expect(problemKind(snapshot)).toBe('failed')),
    uploading: at('upload', true, (snapshot) => {
      expect(snapshot.context.file).toEqual(modelFile)
      expect([0, 50]).toContain(selectUploadPercent(view(snapshot)))
      expect(snapshot.can({ type: 'upload.cancel' })).toBe(true)
    }),
    uploadFailed: at('upload', false, (snapshot) => {
      expect(selectProblem(view(snapshot))).toEqual({
        kind: 'failed',
        message: 'The server failed.',
      })
      expect(snapshot.can({ type: 'dataImport.retry' })).toBe(true)
    }),
    loadingSample: at('map', true, (snapshot) =>
      expect(selectDataFile(view(snapshot))?.id).toBe('file-1'),
    ),
    sampleFailed: at('map', false, (snapshot) => expect(problemKind(snapshot)).toBe('failed')),
    mapping: at('map', false, (snapshot) => {
      expect(selectLacksPhone(view(snapshot))).toBe(false)
      expect(selectMapping(view(snapshot)).Mobile).toBe('phone')
      expect(selectMapping(view(snapshot)).Plan).toBe('custom.plan')
      expect([null, 'rejected', 'failed']).toContain(problemKind(snapshot))
      if (problemKind(snapshot) === 'rejected')
        expect(selectFieldErrors(view(snapshot))['mapping.Plan']).toHaveLength(1)
    }),
    'mapping (no phone)': at('map', false, (snapshot) => {
      expect(selectLacksPhone(view(snapshot))).toBe(true)
      expect([null, 'missingPhone']).toContain(problemKind(snapshot))
    }),
    starting: at('map', true, (snapshot) => {
      expect(selectProblem(view(snapshot))).toBeNull()
      expect(snapshot.can({ type: 'mapping.set', column: 'Name', target: 'ignore' })).toBe(false)
    }),
    importing: at('import', true, (snapshot) =>
      expect(['mapped', 'importing']).toContain(selectDataFile(view(snapshot))?.status),
    ),
    watchLost: at('import', false, (snapshot) =>
      expect(snapshot.can({ type: 'dataImport.retry' })).toBe(true),
    ),
    done: at('summary', false, (snapshot) => {
      expect(selectDataFile(view(snapshot))?.counts.imported).toBe(40)
      expect(reportFinished).toHaveBeenCalled()
    }),
    importFailed: at('summary', false, (snapshot) => {
      expect(selectDataFile(view(snapshot))?.error).toMatch(/disk is full/)
      expect(snapshot.can({ type: 'dataImport.retry' })).toBe(true)
    }),
  },
})

/** Deps whose answers the test gives by hand. */
function manualDeps() {
  let progress: ((value: UploadProgress) => void) | undefined
  let uploadSignal: AbortSignal | undefined
  type UploadOutcome = Awaited<ReturnType<DataImportActorDeps['upload']>>
  const uploadAnswer = {} as { resolve: (outcome: UploadOutcome) => void }
  const uploaded = new Promise<UploadOutcome>((resolve) => (uploadAnswer.resolve = resolve))
  const stream = new Subject<DataFileResource>()
  const deps: DataImportActorDeps = {
    upload: vi.fn((_file, options) => {
      progress = options.onProgress
      uploadSignal = options.signal
      return uploaded
    }),
    loadDataFile: vi.fn(async () => ({ ok: true as const, data: modelDataFile('uploaded') })),
    loadSample: vi.fn(async () => ({ ok: true as const, data: modelSample })),
    startImport: vi.fn(async () => ({ ok: true as const, data: modelDataFile('mapped') })),
    watchImport: vi.fn(() => stream.asObservable()),
  }
  return {
    deps,
    stream,
    uploadAnswer,
    progress: (value: UploadProgress) => progress?.(value),
    uploadSignal: () => uploadSignal,
  }
}

describe('importing a CSV', () => {
  it('uploads with progress, maps, imports with live counts, and ends with the summary', async () => {
    const manual = manualDeps()
    const finished = vi.fn()
    const actor = createActor(
      dataImportMachine.provide({
        actors: createDataImportActors(manual.deps),
        actions: { reportFinished: finished },
      }),
    ).start()
    const file = new File(['Mobile,Name,Plan\n+447911123456,Ada,gold\n'], 'contacts.csv')
    actor.send({ type: 'file.choose', file })
    expect(manual.deps.upload).toHaveBeenCalledWith(file, expect.anything())
    manual.progress({ loaded: file.size / 2, total: file.size })
    expect(selectUploadPercent(actor.getSnapshot())).toBe(50)
    manual.uploadAnswer.resolve({ ok: true, data: modelDataFile('uploaded') })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('mapping')).toBe(true))
    expect(manual.deps.loadSample).toHaveBeenCalledWith('file-1', expect.any(AbortSignal))

    actor.send({ type: 'mapping.set', column: 'Name', target: 'phone' })
    // A field takes one column: the column that had it lets it go.
    expect(selectMapping(actor.getSnapshot())).toEqual({
      Mobile: 'ignore',
      Name: 'phone',
      Plan: 'custom.plan',
    })
    actor.send({ type: 'options.set', options: { tags: ['march'], update_existing: false } })
    expect(selectOptions(actor.getSnapshot())).toMatchObject({ tags: ['march'], status: 'active' })
    actor.send({ type: 'import.start' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('importing')).toBe(true))
    expect(manual.deps.startImport).toHaveBeenCalledWith(
      'file-1',
      {
        mapping: { Mobile: 'ignore', Name: 'phone', Plan: 'custom.plan' },
        tags: ['march'],
        default_country: null,
        status: 'active',
        update_existing: false,
      },
      expect.any(AbortSignal),
    )
    manual.stream.next(modelDataFile('importing', 20))
    expect(selectDataFile(actor.getSnapshot())?.percent).toBe(50)
    manual.stream.next(modelDataFile('done', 40))
    expect(actor.getSnapshot().matches('done')).toBe(true)
    expect(finished).toHaveBeenCalledTimes(1)
    actor.stop()
  })

  it('aborts the upload when it is cancelled', () => {
    const manual = manualDeps()
    const actor = createActor(
      dataImportMachine.provide({ actors: createDataImportActors(manual.deps) }),
    ).start()
    actor.send({ type: 'file.choose', file: modelFile })
    actor.send({ type: 'upload.cancel' })
    expect(manual.uploadSignal()?.aborted).toBe(true)
    expect(selectProblem(actor.getSnapshot())?.kind).toBe('cancelled')
    actor.stop()
  })

  it('turns a thrown upload into a failure that can be retried with the same file', async () => {
    const manual = manualDeps()
    manual.deps.upload = vi
      .fn<DataImportActorDeps['upload']>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true, data: modelDataFile('uploaded') })
    const actor = createActor(
      dataImportMachine.provide({ actors: createDataImportActors(manual.deps) }),
    ).start()
    actor.send({ type: 'file.choose', file: modelFile })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('uploadFailed')).toBe(true))
    expect(selectProblem(actor.getSnapshot())?.message).toBe('Failed to fetch')
    actor.send({ type: 'dataImport.retry' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('mapping')).toBe(true))
    expect(manual.deps.upload).toHaveBeenLastCalledWith(modelFile, expect.anything())
    actor.stop()
  })

  it('opens a file uploaded before: a running import is followed, a mapped one mapped again', async () => {
    const manual = manualDeps()
    manual.deps.loadDataFile = vi.fn(async () => ({
      ok: true as const,
      data: {
        ...modelDataFile('failed'),
        mapping: { Mobile: 'phone', Name: 'ignore', Plan: 'ignore' },
      },
    }))
    const actor = createActor(
      dataImportMachine.provide({ actors: createDataImportActors(manual.deps) }),
    ).start()
    actor.send({ type: 'dataFile.open', id: 'file-1' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('mapping')).toBe(true))
    // The mapping of the last import comes back rather than the suggestion.
    expect(selectMapping(actor.getSnapshot()).Name).toBe('ignore')
    actor.stop()
  })

  it('gives a column its field and the field only one column', () => {
    expect(mapColumn({ A: 'phone', B: 'email' }, 'B', 'phone')).toEqual({ A: 'ignore', B: 'phone' })
    expect(mapColumn({ A: 'ignore', B: 'ignore' }, 'A', 'ignore')).toEqual({
      A: 'ignore',
      B: 'ignore',
    })
  })
})
