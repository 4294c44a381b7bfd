import type { ContactStatus } from '../../contract/contact'
import type { ColumnMapping, DataFileResource, DataFileSample } from '../../contract/data-file'
import type { Result } from '../../contract/result'

/** The file the user chose: the browser's File, sent as it is (never read whole here). */
export type ChosenFile = Pick<File, 'name' | 'size'>

/** A custom field a column may fill. */
export interface MappableField {
  key: string
  label: string
}

/** What the mapping screen needs: the sample with its suggestion, and the team's custom fields. */
export interface SampleData {
  sample: DataFileSample
  fields: MappableField[]
}

/** The options of POST data-files/{id}/import besides the mapping. */
export interface ImportOptions {
  tags: string[]
  default_country: string | null
  status: ContactStatus
  update_existing: boolean
}

export type ProblemKind =
  | 'emptyFile'
  | 'tooLarge'
  | 'refused'
  | 'cancelled'
  | 'failed'
  | 'missingPhone'
  | 'rejected'

export interface DataImportContext {
  file: ChosenFile | null
  /** Bytes of the upload sent so far, of `total`. */
  upload: { loaded: number; total: number }
  /** The data file as the server last told it: counts, percent, status. */
  dataFile: DataFileResource | null
  sample: SampleData | null
  mapping: ColumnMapping
  options: ImportOptions
  /** Each field's messages from a 422 (`mapping.<column>`, `tags.0`, `file`). */
  fieldErrors: Record<string, string[]>
  /**
   * What went wrong last: its kind (the view picks a tone, actions and, for the machine's own
   * refusals, the words) and, when the server or the call said why, its message.
   */
  problem: { kind: ProblemKind; message?: string } | null
}

export type DataImportEvent =
  | { type: 'file.choose'; file: ChosenFile }
  /** Continue with a data file uploaded before (from the list of uploads). */
  | { type: 'dataFile.open'; id: string }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.settled'; output: Result<DataFileResource> }
  | { type: 'upload.cancel' }
  | { type: 'dataImport.retry' }
  /** Start again with another file. */
  | { type: 'dataImport.restart' }
  | { type: 'mapping.set'; column: string; target: string }
  | { type: 'options.set'; options: Partial<ImportOptions> }
  | { type: 'import.start' }

export const defaultImportOptions: ImportOptions = {
  tags: [],
  default_country: null,
  status: 'active',
  update_existing: true,
}

/** Nothing chosen yet: where the flow starts, and starts again. */
export const emptyContext: DataImportContext = {
  file: null,
  upload: { loaded: 0, total: 0 },
  dataFile: null,
  sample: null,
  mapping: {},
  options: defaultImportOptions,
  fieldErrors: {},
  problem: null,
}
