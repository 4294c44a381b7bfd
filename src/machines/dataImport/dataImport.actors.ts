import type { Observable } from 'rxjs'
import { fromCallback, fromObservable, fromPromise } from 'xstate'
import type { ColumnMapping, DataFileResource } from '../../contract/data-file'
import type {
  ChosenFile,
  DataImportEvent,
  ImportOptions,
  Outcome,
  SampleData,
} from './dataImport.types'

export interface UploadProgress {
  loaded: number
  total: number
}

export interface DataImportActorDeps {
  /** Sends the file as it is (multipart field `file`), telling how many bytes went. */
  upload(
    file: ChosenFile,
    options: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void },
  ): Promise<Outcome<DataFileResource>>
  loadDataFile(id: string, signal: AbortSignal): Promise<Outcome<DataFileResource>>
  loadSample(id: string, signal: AbortSignal): Promise<Outcome<SampleData>>
  startImport(
    id: string,
    request: { mapping: ColumnMapping } & ImportOptions,
    signal: AbortSignal,
  ): Promise<Outcome<DataFileResource>>
  /** The data file as its import moves on; completes once it is done or failed. */
  watchImport(id: string): Observable<DataFileResource>
}

export function createDataImportActors(deps: DataImportActorDeps) {
  return {
    uploadFile: fromCallback<DataImportEvent, { file: ChosenFile }>(({ input, sendBack }) => {
      const controller = new AbortController()
      deps
        .upload(input.file, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => sendBack({ type: 'upload.progress', loaded, total }),
        })
        .then(
          (result) => result,
          (error: unknown): Outcome<DataFileResource> => ({
            ok: false,
            status: 0,
            error: { message: error instanceof Error ? error.message : String(error) },
          }),
        )
        .then((result) => {
          // A cancelled upload has nobody left to tell.
          if (!controller.signal.aborted) sendBack({ type: 'upload.settled', result })
        })
      return () => controller.abort()
    }),
    loadDataFile: fromPromise<Outcome<DataFileResource>, { id: string }>(({ input, signal }) =>
      deps.loadDataFile(input.id, signal),
    ),
    loadSample: fromPromise<Outcome<SampleData>, { id: string }>(({ input, signal }) =>
      deps.loadSample(input.id, signal),
    ),
    startImport: fromPromise<
      Outcome<DataFileResource>,
      { id: string; mapping: ColumnMapping; options: ImportOptions }
    >(({ input, signal }) =>
      deps.startImport(input.id, { mapping: input.mapping, ...input.options }, signal),
    ),
    watchImport: fromObservable<DataFileResource, { id: string }>(({ input }) =>
      deps.watchImport(input.id),
    ),
  }
}
