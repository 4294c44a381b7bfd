import { useState } from 'react'
import { contactStatuses } from '../../../contract/contact'
import { Button } from '../../../design/Button'
import { DateRangePicker } from '../../../design/DateRangePicker'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { useListFilters } from '../../lists/useListFilters'
import { browserTimeZone, dayRangeOf, daysOf } from '../feeds/dayRange'
import * as styles from './voice.css'
import { isFiltered, type VoiceSearch } from './voiceSearch'

const any = '*'
const statusOptions = [
  { id: any, name: 'Any status' },
  ...contactStatuses.map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1) })),
]

/** Search, contact status and the days called; each change goes to the URL and back to page 1. */
export function VoiceContactFilters({ search }: { search: VoiceSearch }) {
  const { set, submitSearch } = useListFilters<VoiceSearch>()
  // Clearing starts the inputs that keep their own value afresh.
  const [generation, setGeneration] = useState(0)
  return (
    <search className={styles.filters} aria-label="Filter the voice contacts">
      <form className={styles.searchForm} onSubmit={submitSearch}>
        <TextField
          key={`q-${generation}`}
          name="q"
          type="search"
          className={styles.searchField}
          label="Search"
          description="Name, email or number"
          defaultValue={search.q ?? ''}
        />
        <Button type="submit">Search</Button>
      </form>
      <Select
        label="Contact status"
        options={statusOptions}
        selectedKey={search.status ?? any}
        onSelectionChange={(key) =>
          void set({
            status: key === any ? undefined : (String(key) as VoiceSearch['status']),
          })
        }
      />
      <DateRangePicker
        key={`called-${generation}`}
        label="Called"
        timeZone={browserTimeZone()}
        defaultValue={dayRangeOf(search.from, search.to)}
        onChange={(range) => void set(daysOf(range))}
      />
      <Button
        isDisabled={!isFiltered(search)}
        onPress={() => {
          void set({ q: undefined, status: undefined, from: undefined, to: undefined })
          setGeneration((value) => value + 1)
        }}
      >
        Clear filters
      </Button>
    </search>
  )
}
