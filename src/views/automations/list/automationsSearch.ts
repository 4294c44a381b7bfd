import type { AutomationStatus } from '../../../contract/automation/automation'
import { validatePageSearch, validateTextSearch } from '../../lists/pageSearch'
import { defaultStatsPeriod, type StatsPeriod, statsPeriods } from '../statsPeriod'

/**
 * The statuses the filter offers: every one of the contract's (the Record says so). Written out
 * here because the contract's list comes with zod, which the route's search must not load.
 */
const statusNames = { active: true, inactive: true } as const satisfies Record<
  AutomationStatus,
  true
>
export const automationStatusFilters = Object.keys(statusNames) as AutomationStatus[]

/** The orders the list offers, as the API's `sort` (last edited first, the API's default). */
export const automationSorts = ['-updated_at', '-created_at', 'name'] as const
export type AutomationSort = (typeof automationSorts)[number]
export const defaultAutomationSort: AutomationSort = '-updated_at'

/** The automations page's filters, order and page, all in the URL. */
export interface AutomationsSearch {
  page?: number
  /** A part of the name. */
  q?: string
  status?: AutomationStatus
  sort?: AutomationSort
  /** The period the entered, completed and failed counts cover; absent: all time. */
  period?: StatsPeriod
}

/** What cannot be read is dropped: the list shows every automation, last edited first. */
export function validateAutomationsSearch(search: Record<string, unknown>): AutomationsSearch {
  const status = automationStatusFilters.find((value) => value === search.status)
  const sort = automationSorts.find(
    (value) => value === search.sort && value !== defaultAutomationSort,
  )
  const period = statsPeriods.find(
    (value) => value === search.period && value !== defaultStatsPeriod,
  )
  return {
    ...validatePageSearch(search),
    ...validateTextSearch(search),
    ...(status ? { status } : {}),
    ...(sort ? { sort } : {}),
    ...(period ? { period } : {}),
  }
}

export const isFiltered = (search: AutomationsSearch) => Boolean(search.status || search.q)
