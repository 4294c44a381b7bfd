import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { FeedResource } from '../../../contract/feed'
import { DateRangePicker } from '../../../design/DateRangePicker'
import { choiceFilter, FilterChips } from '../../../design/FilterChips'
import messages from '../../../messages/audience-feeds/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { browserTimeZone, dayRangeOf, daysOf } from './dayRange'
import type { FeedLogOutcome, FeedLogsSearch } from './feedLogsSearch'
import { useDaysText } from './useDaysText'

/** The select's choice that filters nothing. */
const any = '*'

const outcomes = ['accepted', 'partial', 'rejected'] as const

/** Feed, outcome and the days received as chips; each change goes to the URL and back to page 1. */
export function FeedLogFilters({
  search,
  feeds,
}: {
  search: FeedLogsSearch
  feeds: readonly FeedResource[]
}) {
  const t = useMessages(messages)
  const navigate = useNavigate()
  // Clearing starts the range picker (which keeps its own value) afresh.
  const [generation, setGeneration] = useState(0)
  const set = (change: Partial<FeedLogsSearch>) =>
    navigate({
      to: '.',
      search: (previous: object) => ({ ...previous, ...change, page: undefined }),
    })
  const feedOptions = [
    { id: any, name: t('filters.everyFeed') },
    ...feeds.map((feed) => ({ id: feed.id, name: feed.name })),
  ]
  const outcomeOptions = [
    { id: any, name: t('filters.anyOutcome') },
    ...outcomes.map((id) => ({ id, name: t(`filters.outcome.${id}`) })),
  ]
  const daysText = useDaysText()
  return (
    <FilterChips
      label={t('filters.label')}
      onClearAll={() => {
        void set({ feed: undefined, outcome: undefined, from: undefined, to: undefined })
        setGeneration((value) => value + 1)
      }}
      filters={[
        choiceFilter({
          id: 'feed',
          name: t('logs.feed'),
          any,
          options: feedOptions,
          selected: search.feed,
          onChange: (feed) => void set({ feed }),
        }),
        choiceFilter({
          id: 'outcome',
          name: t('logs.outcome'),
          any,
          options: outcomeOptions,
          selected: search.outcome,
          onChange: (outcome) => void set({ outcome: outcome as FeedLogOutcome | undefined }),
        }),
        {
          id: 'received',
          name: t('logs.received'),
          value: daysText(search.from, search.to),
          onClear: () => {
            void set({ from: undefined, to: undefined })
            setGeneration((value) => value + 1)
          },
          content: (
            <DateRangePicker
              key={`received-${generation}`}
              label={t('logs.received')}
              timeZone={browserTimeZone()}
              defaultValue={dayRangeOf(search.from, search.to)}
              onChange={(range) => void set(daysOf(range))}
            />
          ),
        },
      ]}
    />
  )
}
