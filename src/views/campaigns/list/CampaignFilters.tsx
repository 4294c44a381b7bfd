import { useRouter } from '@tanstack/react-router'
import { deliveryStates } from '../../../contract/sms-campaign-values'
import { FilterChips } from '../../../design/FilterChips'
import { Link } from '../../../design/Link'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { SearchAndOrder } from '../../lists/SearchAndOrder'
import { useListFilters } from '../../lists/useListFilters'
import * as styles from './campaigns.css'
import { type CampaignSort, type CampaignsSearch, defaultCampaignSort } from './campaignsSearch'

const sorts = [
  ['-created_at', 'filters.sortNewest'],
  ['-updated_at', 'filters.sortChanged'],
  ['name', 'filters.sortName'],
] as const satisfies readonly (readonly [CampaignSort, string])[]

const statusChoices = [undefined, ...deliveryStates]

/**
 * The name search, the order and a status chip whose popover lists the statuses as links (so
 * each filter has its own address).
 * Every change goes to the URL and back to the first page.
 */
export function CampaignFilters({ search }: { search: CampaignsSearch }) {
  const { set } = useListFilters<CampaignsSearch>()
  const router = useRouter()
  const t = useMessages(messages)
  const sortOptions = sorts.map(([id, name]) => ({ id, name: t(name) }))
  const hrefWith = (change: Partial<CampaignsSearch>) =>
    router.buildLocation({ to: '.', search: { ...search, ...change, page: undefined } } as never)
      .href
  const statusLinks = (
    <nav aria-label={t('filters.statusNav')}>
      <ul className={styles.chips}>
        {statusChoices.map((status) => (
          <li key={status ?? 'all'}>
            <Link
              href={hrefWith({ status })}
              className={styles.chip}
              aria-current={search.status === status ? 'page' : undefined}
            >
              {status ? t(`status.${status}`) : t('filters.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
  return (
    <FilterChips
      label={t('filters.label')}
      filters={[
        {
          id: 'status',
          name: t('filters.status'),
          value: search.status && t(`status.${search.status}`),
          onClear: () => void set({ status: undefined }),
          content: statusLinks,
        },
      ]}
    >
      <SearchAndOrder
        q={search.q}
        sort={search.sort}
        defaultSort={defaultCampaignSort}
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
