import type { WorkflowToday } from '../../contract/automation/today'
import { workflowPaths } from '../../contract/routes'
import { api } from '../../services/http'
import type { ApiResult } from '../../services/http/client'
import type { PageSearch } from '../lists/pageSearch'

/** /workflow: a page of what the team's automations did today. */
export const loadWorkflowToday = (
  search: PageSearch,
  signal: AbortSignal,
): Promise<ApiResult<WorkflowToday>> =>
  api.v1.get<WorkflowToday>(workflowPaths.today, { query: { page: search.page ?? 1 }, signal })
