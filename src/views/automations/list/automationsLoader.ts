import type { AutomationList, AutomationScope } from '../../../contract/automation/automation'
import type { ApiResult } from '../../../services/http/client'
import { automationsApi } from './automationsApi'
import { type AutomationsSearch, defaultAutomationSort } from './automationsSearch'

/** The list query the URL's search asks for, within one scope. */
export const automationListQuery = (scope: AutomationScope, search: AutomationsSearch) => ({
  page: search.page ?? 1,
  sort: search.sort ?? defaultAutomationSort,
  search: search.q,
  'filter[scope]': scope,
  'filter[status]': search.status,
})

/** A page of the team's automations of one scope, filtered and ordered as the URL says. */
export function loadAutomations(
  scope: AutomationScope,
  search: AutomationsSearch,
  signal: AbortSignal,
): Promise<ApiResult<AutomationList>> {
  return automationsApi.list(automationListQuery(scope, search), signal)
}
