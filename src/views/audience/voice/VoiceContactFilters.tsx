import { useState } from 'react'
import { contactStatuses } from '../../../contract/contact'
import { Button } from '../../../design/Button'
import { DateRangePicker } from '../../../design/DateRangePicker'
import { choiceFilter, FilterChips } from '../../../design/FilterChips'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useListFilters } from '../../lists/useListFilters'
import { statusName } from '../contacts/contactWords'
import { browserTimeZone, dayRangeOf, daysOf } from '../feeds/dayRange'
import { useDaysText } from '../feeds/useDaysText'
import * as styles from './voice.css'
import { isFiltered, type VoiceSearch } from './voiceSearch'

const any = '*'

/** Search, and chips for contact status and the days called; each change goes to the URL and back to page 1. */
export function VoiceContactFilters({ search }: { search: VoiceSearch }) {
  const t = useMessages(messages)
  const { set, submitSearch } = useListFilters<VoiceSearch>()
  const statusOptions = [
    { id: any, name: t('voice.anyStatus') },
    ...contactStatuses.map((id) => ({ id, name: statusName(t, id) })),
  ]
  // Clearing starts the inputs that keep their own value afresh.
  const [generation, setGeneration] = useState(0)
  const daysText = useDaysText()
  const restart = () => setGeneration((value) => value + 1)
  return (
    <FilterChips
      label={t('voice.filters')}
      isFiltered={isFiltered(search)}
      onClearAll={() => {
        void set({ q: undefined, status: undefined, from: undefined, to: undefined })
        restart()
      }}
      filters={[
        choiceFilter({
          id: 'status',
          name: t('voice.status'),
          any,
          options: statusOptions,
          selected: search.status,
          onChange: (status) => void set({ status: status as VoiceSearch['status'] }),
        }),
        {
          id: 'called',
          name: t('voice.called'),
          value: daysText(search.from, search.to),
          onClear: () => {
            void set({ from: undefined, to: undefined })
            restart()
          },
          content: (
            <DateRangePicker
              key={`called-${generation}`}
              label={t('voice.called')}
              timeZone={browserTimeZone()}
              defaultValue={dayRangeOf(search.from, search.to)}
              onChange={(range) => void set(daysOf(range))}
            />
          ),
        },
      ]}
    >
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
    </FilterChips>
  )
}
