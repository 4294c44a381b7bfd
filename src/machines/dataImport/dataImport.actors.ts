import type { Observable } from 'rxjs'
import { fromCallback, fromObservable, fromPromise } from 'xstate'
import type { ColumnMapping, DataFileResource } from '../../contract/data-file'
import { failure, type Result } from '../../contract/result'
import type { ChosenFile, DataImportEvent, ImportOptions, SampleData } from './dataImport.types'

export interface UploadProgress {
  loaded: number
  total: number
}

export interface DataImportActorDeps {
  /** Sends the file as it is (multipart field `file`), telling how many bytes went. */
  upload(
    file: ChosenFile,
    options: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void },
  ): Promise<Result<DataFileResource>>
  loadDataFile(id: string, signal: AbortSignal): Promise<Result<DataFileResource>>
  loadSample(id: string, signal: AbortSignal): Promise<Result<SampleData>>
  startImport(
    id: string,
    request: { mapping: ColumnMapping } & ImportOptions,
    signal: AbortSignal,
  ): Promise<Result<DataFileResource>>
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
          (error: unknown): Result<DataFileResource> =>
            failure(error instanceof Error ? error.message : String(error)),
        )
        .then((result) => {
          // A cancelled upload has nobody left to tell.
          if (!controller.signal.aborted) sendBack({ type: 'upload.settled', output: result })
        })
      return () => controller.abort()
    }),
    loadDataFile: fromPromise<Result<DataFileResource>, { id: string }>(({ input, signal }) =>
      deps.loadDataFile(input.id, signal),
    ),
    loadSample: fromPromise<Result<SampleData>, { id: string }>(({ input, signal }) =>
      deps.loadSample(input.id, signal),
    ),
    startImport: fromPromise<
      Result<DataFileResource>,
      { id: string; mapping: ColumnMapping; options: ImportOptions }
    >(({ input, signal }) =>
      deps.startImport(input.id, { mapping: input.mapping, ...input.options }, signal),
    ),
    watchImport: fromObservable<DataFileResource, { id: string }>(({ input }) =>
      deps.watchImport(input.id),
    ),
  }
}
