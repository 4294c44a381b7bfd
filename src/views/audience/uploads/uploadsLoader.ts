import type { DataFileList } from '../../../contract/data-file'
import type { ApiResult } from '../../../services/http/client'
import { dataFilesApi } from './dataFilesApi'

/** The team's data files, newest first: a loader, so a team switch loads them again. */
export function loadDataFiles(page: number, signal: AbortSignal): Promise<ApiResult<DataFileList>> {
  return dataFilesApi.list({ page, sort: '-created_at' }, signal)
}
