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
import messages from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import { actorKeyOf, type JournalEntry } from '../../services/journal/entry'
import { facetsOf } from '../../services/journal/query'
import * as styles from './audit.css'
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

/** The journal's filters: machine, actor, part of the event type, and a time range. */
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
  // Clearing starts the inputs that keep their own value (the range picker) afresh.
  const [generation, setGeneration] = useState(0)
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
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
  const set = (change: Extract<JournalFiltersEvent, { type: 'filters.set' }>) =>
    filters.send(change)

  return (
    <search className={styles.filters} aria-label={t('filters.label')}>
      <Select
        key={`machine-${generation}`}
        label={t('filters.machine')}
        options={machines}
        selectedKey={values.machine ?? any}
        onSelectionChange={(key) =>
          set({ type: 'filters.set', filters: { machine: key === any ? null : String(key) } })
        }
      />
      <Select
        key={`actor-${generation}`}
        label={t('filters.actor')}
        options={actors}
        selectedKey={values.actor ?? any}
        onSelectionChange={(key) =>
          set({ type: 'filters.set', filters: { actor: key === any ? null : String(key) } })
        }
      />
      <TextField
        label={t('filters.eventType')}
        value={values.eventType}
        onChange={(eventType) => set({ type: 'filters.set', filters: { eventType } })}
      />
      <DateRangePicker
        key={`range-${generation}`}
        label={t('filters.time')}
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
        {t('filters.clear')}
      </Button>
    </search>
  )
}
