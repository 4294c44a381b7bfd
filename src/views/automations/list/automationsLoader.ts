import type { AutomationList, AutomationScope } from '../../../contract/automation/automation'
import type { ApiResult } from '../../../services/http/client'
import { automationsApi } from './automationsApi'
import { type AutomationsSearch, automationListQuery } from './automationsSearch'

/** A page of the team's automations of one scope, filtered and ordered as the URL says. */
export function loadAutomations(
  scope: AutomationScope,
  search: AutomationsSearch,
  signal: AbortSignal,
): Promise<ApiResult<AutomationList>> {
  return automationsApi.list(automationListQuery(scope, search), signal)
}
