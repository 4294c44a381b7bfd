import type { DataFileResource } from '../../contract/data-file'
import { isRunning } from './answers'
import type { DataImportSnapshot } from './dataImport.machine'
import { mapsPhone } from './mapping'

export type DataImportStep = 'choose' | 'upload' | 'map' | 'import' | 'summary'

/** The step of the flow the screen shows. */
export function selectStep(snapshot: DataImportSnapshot): DataImportStep {
  if (snapshot.matches('uploading') || snapshot.matches('uploadFailed')) return 'upload'
  if (
    snapshot.matches('loadingSample') ||
    snapshot.matches('sampleFailed') ||
    snapshot.matches('mapping') ||
    snapshot.matches('starting')
  )
    return 'map'
  if (snapshot.matches('importing') || snapshot.matches('watchLost')) return 'import'
  if (snapshot.matches('done') || snapshot.matches('importFailed')) return 'summary'
  return 'choose'
}

export const selectIsBusy = (snapshot: DataImportSnapshot) => snapshot.hasTag('busy')

export const selectProblem = (snapshot: DataImportSnapshot) => snapshot.context.problem

export const selectFieldErrors = (snapshot: DataImportSnapshot) => snapshot.context.fieldErrors

export const selectFile = (snapshot: DataImportSnapshot) => snapshot.context.file

/** 0..100: the share of the file's bytes sent. */
export function selectUploadPercent(snapshot: DataImportSnapshot): number {
  const { loaded, total } = snapshot.context.upload
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0
}

export const selectDataFile = (snapshot: DataImportSnapshot) => snapshot.context.dataFile

export const selectSample = (snapshot: DataImportSnapshot) => snapshot.context.sample

export const selectMapping = (snapshot: DataImportSnapshot) => snapshot.context.mapping

export const selectOptions = (snapshot: DataImportSnapshot) => snapshot.context.options

/** Whether no column fills the phone yet: the import would be refused. */
export const selectLacksPhone = (snapshot: DataImportSnapshot) =>
  snapshot.context.sample !== null && !mapsPhone(snapshot.context.mapping)

/**
 * The step an uploaded file opens at (`dataFile.open`): its import, followed, while one is
 * asked for or under way; else its mapping, to import it (again).
 */
export const openingStepOf = (file: DataFileResource): 'import' | 'map' =>
  isRunning(file) ? 'import' : 'map'
