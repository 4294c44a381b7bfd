export {
  createDataImportActors,
  type DataImportActorDeps,
  type UploadProgress,
} from './dataImport.actors'
export {
  type DataImportMachine,
  type DataImportRef,
  type DataImportSnapshot,
  dataImportMachine,
} from './dataImport.machine'
export {
  type ChosenFile,
  type DataImportContext,
  type DataImportEvent,
  defaultImportOptions,
  type ImportOptions,
  type MappableField,
  type ProblemKind,
  type SampleData,
} from './dataImport.types'
export { mapColumn, mapsPhone, startingMapping } from './mapping'
export {
  type DataImportStep,
  openingStepOf,
  selectDataFile,
  selectFieldErrors,
  selectFile,
  selectIsBusy,
  selectLacksPhone,
  selectMapping,
  selectOptions,
  selectProblem,
  selectSample,
  selectStep,
  selectUploadPercent,
} from './selectors'
