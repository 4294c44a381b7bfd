import type { CalendarDateTime } from '@internationalized/date'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { DateRangePicker } from '../../design/DateRangePicker'
import { choiceFilter, FilterChips } from '../../design/FilterChips'
import type { SelectOption } from '../../design/Select'
import { TextField } from '../../design/TextField'
import {
  type JournalFiltersEvent,
  type JournalFiltersRef,
  selectCanClear,
  selectFilters,
} from '../../machines/journalFilters'
import messages from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import { actorKeyOf, type JournalEntry } from '../../services/journal/entry'
import { facetsOf } from '../../services/journal/query'
import type { ActorText } from './useActorText'

/** The select's choice that filters nothing. */
const any = '*'

/** Each actor of the journal (of the chosen machine), named, with its page load when several. */
function actorOptions(
  entries: readonly JournalEntry[],
  machine: string | null,
  actorText: ActorText,
  onLoad: (actor: string, load: number) => string,
): SelectOption[] {
  const runs = [...new Set(entries.map((entry) => entry.run))]
  const byKey = new Map<string, SelectOption>()
  for (const entry of entries) {
    if (machine && entry.machine !== machine) continue
    const key = actorKeyOf(entry)
    if (byKey.has(key)) continue
    const name = actorText(entry)
    byKey.set(key, {
      id: key,
      name: runs.length > 1 ? onLoad(name, runs.indexOf(entry.run) + 1) : name,
    })
  }
  return [...byKey.values()]
}

const timeOf = (value: CalendarDateTime | undefined, zone: string) =>
  value ? value.toDate(zone).getTime() : null

/** The journal's filters as chips (machine, actor, time range) beside the event type's field. */
export function JournalFilterBar({
  filters,
  entries,
  actorText,
}: {
  filters: JournalFiltersRef
  entries: readonly JournalEntry[]
  /** Names an entry's actor. */
  actorText: ActorText
}) {
  const t = useMessages(messages)
  const values = useSelector(filters, selectFilters)
  const canClear = useSelector(filters, selectCanClear)
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const timeRangeText = useTimeRangeText()
  const machines = useMemo(
    () => [
      { id: any, name: t('filters.anyMachine') },
      ...facetsOf(entries).machines.map((id) => ({ id, name: id })),
    ],
    [entries, t],
  )
  const actors = useMemo(
    () => [
      { id: any, name: t('filters.anyActor') },
      ...actorOptions(entries, values.machine, actorText, (actor, load) =>
        t('filters.actorOnLoad', { actor, load }),
      ),
    ],
    [entries, values.machine, actorText, t],
  )
  const set = (change: Extract<JournalFiltersEvent, { type: 'filters.set' }>['filters']) =>
    filters.send({ type: 'filters.set', filters: change })
  const range =
    values.from !== null && values.to !== null ? { start: values.from, end: values.to } : null

  return (
    <FilterChips
      label={t('filters.label')}
      isFiltered={canClear}
      onClearAll={() => filters.send({ type: 'filters.clear' })}
      filters={[
        choiceFilter({
          id: 'machine',
          name: t('filters.machine'),
          any,
          options: machines,
          selected: values.machine ?? undefined,
          onChange: (machine) => set({ machine: machine ?? null }),
        }),
        choiceFilter({
          id: 'actor',
          name: t('filters.actor'),
          any,
          options: actors,
          selected: values.actor ?? undefined,
          onChange: (actor) => set({ actor: actor ?? null }),
        }),
        {
          id: 'time',
          name: t('filters.time'),
          value: range ? timeRangeText(range.start, range.end) : undefined,
          onClear: () => set({ from: null, to: null }),
          content: (
            // Drawn afresh each time the chip opens, from the range in force.
            <DateRangePicker
              label={t('filters.time')}
              timeAccuracy={3}
              timeZone={zone}
              defaultValue={range}
              onChange={(picked) =>
                set({ from: timeOf(picked?.start, zone), to: timeOf(picked?.end, zone) })
              }
            />
          ),
        },
      ]}
    >
      <TextField
        label={t('filters.eventType')}
        value={values.eventType}
        onChange={(eventType) => set({ eventType })}
      />
    </FilterChips>
  )
}

/** A time range of epoch milliseconds in words of the interface locale, for its chip. */
function useTimeRangeText() {
  const { locale } = useLocale()
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })
  return (from: number, to: number) => format.formatRange(new Date(from), new Date(to))
}
