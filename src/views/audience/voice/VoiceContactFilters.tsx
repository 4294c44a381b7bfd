import { useState } from 'react'
import { contactStatuses } from '../../../contract/contact'
import { Button } from '../../../design/Button'
import { DateRangePicker } from '../../../design/DateRangePicker'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useListFilters } from '../../lists/useListFilters'
import { statusName } from '../contacts/contactWords'
import { browserTimeZone, dayRangeOf, daysOf } from '../feeds/dayRange'
import * as styles from './voice.css'
import { isFiltered, type VoiceSearch } from './voiceSearch'

const any = '*'

/** Search, contact status and the days called; each change goes to the URL and back to page 1. */
export function VoiceContactFilters({ search }: { search: VoiceSearch }) {
  const t = useMessages(messages)
  const { set, submitSearch } = useListFilters<VoiceSearch>()
  const statusOptions = [
    { id: any, name: t('voice.anyStatus') },
    ...contactStatuses.map((id) => ({ id, name: statusName(t, id) })),
  ]
  // Clearing starts the inputs that keep their own value afresh.
  const [generation, setGeneration] = useState(0)
  return (
    <search className={styles.filters} aria-label={t('voice.filters')}>
      <form className={styles.searchForm} onSubmit={submitSearch}>
        <TextField
          key={`q-${generation}`}
          name="q"
          type="search"
          className={styles.searchField}
          label={t('voice.search')}
          description={t('voice.searchHint')}
          defaultValue={search.q ?? ''}
        />
        <Button type="submit">{t('voice.search')}</Button>
      </form>
      <Select
        label={t('voice.status')}
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
        label={t('voice.called')}
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
        {t('voice.clear')}
      </Button>
    </search>
  )
}
