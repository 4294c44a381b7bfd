import type { CalendarDateTime } from '@internationalized/date'
import { useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import { Button } from '../../design/Button'
import { DateRangePicker } from '../../design/DateRangePicker'
import { Select, type SelectOption } from '../../design/Select'
import { TextField } from '../../design/TextField'
import {
  type JournalFiltersEvent,
  type JournalFiltersRef,
  selectCanClear,
  selectFilters,
} from '../../machines/journalFilters'
import { actorKeyOf, type JournalEntry } from '../../services/journal/entry'
import { facetsOf } from '../../services/journal/query'
import * as styles from './audit.css'
import { actorText } from './format'

/** The select's choice that filters nothing. */
const any = '*'

function actorOptions(entries: readonly JournalEntry[], machine: string | null): SelectOption[] {
  const runs = [...new Set(entries.map((entry) => entry.run))]
  const byKey = new Map<string, SelectOption>()
  for (const entry of entries) {
    if (machine && entry.machine !== machine) continue
    const key = actorKeyOf(entry)
    if (byKey.has(key)) continue
    const load = runs.length > 1 ? `, page load ${runs.indexOf(entry.run) + 1}` : ''
    byKey.set(key, { id: key, name: `${actorText(entry)}: ${entry.machine}${load}` })
  }
  return [...byKey.values()]
}

const timeOf = (value: CalendarDateTime | undefined, zone: string) =>
  value ? value.toDate(zone).getTime() : null

/** The journal's filters: machine, actor, part of the event type, and a time range. */
export function JournalFilterBar({
  filters,
  entries,
}: {
  filters: JournalFiltersRef
  entries: readonly JournalEntry[]
}) {
  const values = useSelector(filters, selectFilters)
  const canClear = useSelector(filters, selectCanClear)
  // Clearing starts the inputs that keep their own value (the range picker) afresh.
  const [generation, setGeneration] = useState(0)
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const machines = useMemo(
    () => [
      { id: any, name: 'Any machine' },
      ...facetsOf(entries).machines.map((id) => ({ id, name: id })),
    ],
    [entries],
  )
  const actors = useMemo(
    () => [{ id: any, name: 'Any actor' }, ...actorOptions(entries, values.machine)],
    [entries, values.machine],
  )
  const set = (change: Extract<JournalFiltersEvent, { type: 'filters.set' }>) =>
    filters.send(change)

  return (
    <search className={styles.filters} aria-label="Filter the journal">
      <Select
        key={`machine-${generation}`}
        label="Machine"
        options={machines}
        selectedKey={values.machine ?? any}
        onSelectionChange={(key) =>
          set({ type: 'filters.set', filters: { machine: key === any ? null : String(key) } })
        }
      />
      <Select
        key={`actor-${generation}`}
        label="Actor"
        options={actors}
        selectedKey={values.actor ?? any}
        onSelectionChange={(key) =>
          set({ type: 'filters.set', filters: { actor: key === any ? null : String(key) } })
        }
      />
      <TextField
        label="Event type contains"
        value={values.eventType}
        onChange={(eventType) => set({ type: 'filters.set', filters: { eventType } })}
      />
      <DateRangePicker
        key={`range-${generation}`}
        label="Time"
        timeAccuracy={3}
        timeZone={zone}
        onChange={(range) =>
          set({
            type: 'filters.set',
            filters: { from: timeOf(range?.start, zone), to: timeOf(range?.end, zone) },
          })
        }
      />
      <Button
        isDisabled={!canClear}
        onPress={() => {
          filters.send({ type: 'filters.clear' })
          setGeneration((value) => value + 1)
        }}
      >
        Clear filters
      </Button>
    </search>
  )
}
