import type { TagList } from '../../../contract/tag'
import type { ApiResult } from '../../../services/http/client'
import { tagsApi } from './tagsApi'

/** A page of the team's tags by name: a loader, so a team switch loads them again. */
export function loadTags(page: number, signal: AbortSignal): Promise<ApiResult<TagList>> {
  return tagsApi.list({ page, sort: 'name' }, signal)
}
