import { useRouter } from '@tanstack/react-router'
import { deliveryStates } from '../../../contract/sms-campaign-values'
import { Button } from '../../../design/Button'
import { Link } from '../../../design/Link'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { useListFilters } from '../../lists/useListFilters'
import * as styles from './campaigns.css'
import { type CampaignSort, type CampaignsSearch, defaultCampaignSort } from './campaignsSearch'
import { statusWords } from './statusWords'

const sortOptions: { id: CampaignSort; name: string }[] = [
  { id: '-created_at', name: 'Newest first' },
  { id: '-updated_at', name: 'Recently changed' },
  { id: 'name', name: 'Name, A to Z' },
]

const chips = [
  { status: undefined, label: 'All' },
  ...deliveryStates.map((status) => ({ status, label: statusWords[status] })),
]

/**
 * The status chips (links, so each filter has its own address), the name search and the order.
 * Every change goes to the URL and back to the first page.
 */
export function CampaignFilters({ search }: { search: CampaignsSearch }) {
  const { set, submitSearch } = useListFilters<CampaignsSearch>()
  const router = useRouter()
  const hrefWith = (change: Partial<CampaignsSearch>) =>
    router.buildLocation({ to: '.', search: { ...search, ...change, page: undefined } } as never)
      .href
  return (
    <search className={styles.filters} aria-label="Filter the campaigns">
      <nav aria-label="Campaign status">
        <ul className={styles.chips}>
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link
                href={hrefWith({ status: chip.status })}
                className={styles.chip}
                aria-current={search.status === chip.status ? 'page' : undefined}
              >
                {chip.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className={styles.searchForm} onSubmit={submitSearch}>
        <TextField
          key={search.q ?? ''}
          name="q"
          type="search"
          label="Search by name"
          defaultValue={search.q ?? ''}
        />
        <Button type="submit">Search</Button>
      </form>
      <Select
        label="Order"
        options={sortOptions}
        selectedKey={search.sort ?? defaultCampaignSort}
        onSelectionChange={(key) =>
          void set({ sort: key === defaultCampaignSort ? undefined : (key as CampaignSort) })
        }
      />
    </search>
  )
}
