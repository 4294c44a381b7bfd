import type { AutomationStatus } from '../../../contract/automation/automation'
import { choiceFilter, FilterChips } from '../../../design/FilterChips'
import messages from '../../../messages/automations/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { SearchAndOrder } from '../../lists/SearchAndOrder'
import { useListFilters } from '../../lists/useListFilters'
import { useStatsPeriodOptions } from '../StatsPeriodSelect'
import { defaultStatsPeriod, type StatsPeriod } from '../statsPeriod'
import {
  type AutomationSort,
  type AutomationsSearch,
  automationStatusFilters,
  defaultAutomationSort,
  isFiltered,
} from './automationsSearch'

const sorts = [
  ['-updated_at', 'filters.sortChanged'],
  ['-created_at', 'filters.sortNewest'],
  ['name', 'filters.sortName'],
] as const satisfies readonly (readonly [AutomationSort, string])[]

const anyStatus = 'all'

/**
 * The name search, the order, a status chip and the period the counts cover. Every change goes
 * to the URL and back to the first page.
 */
export function AutomationFilters({ search }: { search: AutomationsSearch }) {
  const { set } = useListFilters<AutomationsSearch>()
  const t = useMessages(messages)
  const sortOptions = sorts.map(([id, name]) => ({ id, name: t(name) }))
  const periodOptions = useStatsPeriodOptions()
  const statusOptions = [
    { id: anyStatus, name: t('filters.all') },
    ...automationStatusFilters.map((id) => ({ id, name: t(`status.${id}`) })),
  ]
  return (
    <FilterChips
      label={t('filters.label')}
      isFiltered={isFiltered(search)}
      onClearAll={() => void set({ status: undefined, q: undefined })}
      filters={[
        choiceFilter({
          id: 'status',
          name: t('filters.status'),
          any: anyStatus,
          options: statusOptions,
          selected: search.status,
          onChange: (status) => void set({ status: status as AutomationStatus | undefined }),
        }),
        choiceFilter({
          id: 'period',
          name: t('period.label'),
          any: defaultStatsPeriod,
          options: periodOptions,
          selected: search.period,
          onChange: (period) => void set({ period: period as StatsPeriod | undefined }),
        }),
      ]}
    >
      <SearchAndOrder
        q={search.q}
        sort={search.sort}
        defaultSort={defaultAutomationSort}
        sorts={sortOptions}
        words={{
          search: t('filters.search'),
          searchButton: t('filters.searchButton'),
          order: t('filters.order'),
        }}
      />
    </FilterChips>
  )
}
