import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { audienceLimits } from '../../../src/contract/constants'
import type { DataFileResource, DataFileSample } from '../../../src/contract/data-file'
import { dataImportMachine, mapsPhone, type SampleData } from '../../../src/machines/dataImport'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

export const modelFile = { name: 'contacts.csv', size: 2048 }

export const modelDataFile = (
  status: DataFileResource['status'],
  processed = 0,
): DataFileResource => ({
  id: 'file-1',
  filename: 'contacts.csv',
  size: 2048,
  row_count: 40,
  columns: ['Mobile', 'Name', 'Plan'],
  status,
  mapping: null,
  counts: { processed, imported: processed, updated: 0, skipped: 0, invalid: 0 },
  percent: Math.floor((processed / 40) * 100),
  warnings: [],
  error: status === 'failed' ? 'The import stopped: the disk is full' : null,
  has_error_report: false,
  uploaded_by: { id: 'user-1', name: 'Ada' },
  started_at: null,
  finished_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
})

export const modelSample: SampleData = {
  sample: {
    columns: ['Mobile', 'Name', 'Plan'],
    rows: [['+447911123456', 'Ada', 'gold']],
    row_count: 40,
    suggested_mapping: { Mobile: 'phone', Name: 'first_name', Plan: 'custom.plan' },
  } satisfies DataFileSample,
  fields: [{ key: 'plan', label: 'Plan' }],
}

export const modelRejection = {
  ok: false,
  status: 422,
  validation: {
    message: 'There is no custom field with the key "plan".',
    errors: { 'mapping.Plan': ['There is no custom field with the key "plan".'] },
  },
}

export const modelRefusedFile = {
  ok: false,
  status: 422,
  validation: {
    message: 'The file is not UTF-8 text.',
    errors: { file: ['The file is not UTF-8 text (it stops being UTF-8 within bytes 1–2048).'] },
  },
}

export const modelServerError = {
  ok: false,
  status: 500,
  error: { message: 'The server failed.' },
}

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') })
const progress = (file: DataFileResource) => ({
  type: 'xstate.snapshot.watchImport',
  snapshot: { status: 'active', context: file },
})

/** The mapping screen is told apart by whether a column fills the phone: it decides import.start. */
export const dataImportStateKey = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('mapping') && !mapsPhone(snapshot.context.mapping)
    ? 'mapping (no phone)'
    : stateKeyOf(snapshot)

export const dataImportModel = defineMachineModel(dataImportMachine, {
  stateKey: dataImportStateKey,
  events: [
    { type: 'file.choose', file: modelFile },
    { type: 'file.choose', file: { name: 'empty.csv', size: 0 } },
    { type: 'file.choose', file: { name: 'huge.csv', size: audienceLimits.uploadMaxBytes + 1 } },
    { type: 'dataFile.open', id: 'file-1' },
    { type: 'upload.progress', loaded: 1024, total: 2048 },
    { type: 'upload.settled', output: { ok: true, data: modelDataFile('uploaded') } },
    { type: 'upload.settled', output: modelRefusedFile },
    { type: 'upload.settled', output: modelServerError },
    { type: 'upload.cancel' },
    { type: 'dataImport.retry' },
    { type: 'dataImport.restart' },
    { type: 'mapping.set', column: 'Mobile', target: 'ignore' },
    { type: 'mapping.set', column: 'Mobile', target: 'phone' },
    { type: 'options.set', options: { status: 'blocked', tags: ['march'] } },
    { type: 'import.start' },
    done('loadDataFile', { ok: true, data: modelDataFile('uploaded') }),
    done('loadDataFile', { ok: true, data: modelDataFile('importing', 10) }),
    done('loadDataFile', { ok: false, status: 403, error: { message: 'Not allowed.' } }),
    error('loadDataFile'),
    done('loadSample', { ok: true, data: modelSample }),
    done('loadSample', modelServerError),
    error('loadSample'),
    done('startImport', { ok: true, data: modelDataFile('mapped') }),
    done('startImport', modelRejection),
    done('startImport', modelServerError),
    error('startImport'),
    progress(modelDataFile('importing', 20)),
    progress(modelDataFile('done', 40)),
    progress(modelDataFile('failed', 30)),
    { type: 'xstate.done.actor.watchImport' },
    error('watchImport'),
  ] as EventObject[] as never,
})
