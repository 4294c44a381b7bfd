import type { AutomationList, AutomationScope } from '../../../contract/automation/automation'
import type { ApiResult } from '../../../services/http/client'
import { defaultStatsPeriod, periodFrom } from '../statsPeriod'
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

/**
 * A page of the team's automations of one scope, filtered and ordered as the URL says. With a
 * period, each row's entered, completed and failed are those of the journeys that entered in it
 * (contacts inside stay "now").
 */
export async function loadAutomations(
  scope: AutomationScope,
  search: AutomationsSearch,
  signal: AbortSignal,
): Promise<ApiResult<AutomationList>> {
  const page = await automationsApi.list(automationListQuery(scope, search), signal)
  const from = periodFrom(search.period ?? defaultStatsPeriod)
  if (!page.ok || from === null || page.data.data.length === 0) return page
  const counted = await automationsApi.periodCounts(
    { automation_ids: page.data.data.map((automation) => automation.id), from },
    signal,
  )
  if (!counted.ok) return counted
  const byId = new Map(counted.data.automations.map((row) => [row.automation_id, row]))
  return {
    ...page,
    data: {
      ...page.data,
      data: page.data.data.map((automation) => {
        const { entered = 0, completed = 0, failed = 0 } = byId.get(automation.id) ?? {}
        return { ...automation, counts: { ...automation.counts, entered, completed, failed } }
      }),
    },
  }
}
