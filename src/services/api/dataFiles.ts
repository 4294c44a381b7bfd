import type {
  DataFileList,
  DataFileResource,
  DataFileSample,
  DataFileStatus,
  ImportRequest,
} from '../../contract/data-file'
import type { MessageResponse } from '../../contract/errors'
import { audiencePaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import type { Uploader, UploadOptions } from '../http/upload'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

/** The multipart field of POST data-files/upload (src/contract/data-file.ts). */
const uploadField = 'file'

export interface DataFileListQuery extends PageQuery {
  sort?: string
  status?: DataFileStatus
}

/** Data files (spec §7 Audience: data-files index, upload, sample, import; show, delete, errors). */
export function createDataFilesApi(api: HttpClient, uploader: Uploader) {
  const { v1 } = api
  return {
    list: ({ status, ...query }: DataFileListQuery, signal?: AbortSignal) =>
      v1.get<DataFileList>(audiencePaths.dataFiles, {
        query: { ...query, ...(status ? { 'filter[status]': status } : {}) },
        signal,
      }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<DataFileResource>(fillPath(audiencePaths.dataFile, { id }), { signal }),
    /** The File goes as it is: the browser streams it, with progress. */
    upload: (file: Blob & { name?: string }, options?: UploadOptions) =>
      uploader.upload<DataFileResource>(audiencePaths.dataFileUpload, uploadField, file, options),
    sample: (id: string, signal?: AbortSignal) =>
      v1.get<DataFileSample>(fillPath(audiencePaths.dataFileSample, { id }), { signal }),
    /** Queues the import (202): it runs in the background; follow it with `show` or the events. */
    startImport: (id: string, body: ImportRequest, signal?: AbortSignal) =>
      v1.post<DataFileResource>(fillPath(audiencePaths.dataFileImport, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(audiencePaths.dataFile, { id }), { signal }),
    /** The per-row error report as CSV text (row, reason, then the row's own values). */
    errorReport: (id: string, signal?: AbortSignal) =>
      v1.get<string>(fillPath(audiencePaths.dataFileErrors, { id }), { signal }),
  }
}

export type DataFilesApi = ReturnType<typeof createDataFilesApi>
