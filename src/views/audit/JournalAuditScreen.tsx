import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Pagination } from '../../design/Pagination'
import {
  journalFiltersMachine,
  queryOfFilters,
  selectFilters,
  selectItemsPerPage,
  selectPage,
} from '../../machines/journalFilters'
import {
  journalReplayMachine,
  positionAfterChange,
  selectPosition,
} from '../../machines/journalReplay'
import {
  createJournalSourceActors,
  journalSourceMachine,
  selectJournal,
} from '../../machines/journalSource'
import { actorKeyOf, type JournalEntry } from '../../services/journal/entry'
import { toJournalExport } from '../../services/journal/exportFile'
import type { JournalReader } from '../../services/journal/journal'
import { queryEntries } from '../../services/journal/query'
import { replayJournal } from '../../services/journal/replay'
import { createJournalShelf } from '../../services/journal/shelf'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import * as styles from './audit.css'
import { downloadJson, journalFileName } from './download'
import { JournalFilterBar } from './JournalFilterBar'
import { JournalSourceBar } from './JournalSourceBar'
import { JournalTable } from './JournalTable'
import { ReplayControl } from './ReplayControl'
import { ReplayPanel } from './ReplayPanel'
import { useMachineRegistry } from './useMachineRegistry'

export interface JournalAuditScreenProps {
  /** The user's own journal; null where staff read journals exported to them. */
  own: JournalReader | null
}

/**
 * An event journal for audit: a filterable, paginated table of its events and, for the chosen
 * one, its machine's state chart with the states before and after, stepped through with a
 * replay control. The journal is the user's own, or one imported from an exported file.
 */
export function JournalAuditScreen({ own }: JournalAuditScreenProps) {
  const [shelf] = useState(createJournalShelf)
  const [sourceLogic] = useState(() =>
    journalSourceMachine.provide({ actors: createJournalSourceActors({ own, shelf }) }),
  )
  const source = useJournaledActorRef(sourceLogic, { input: { hasOwnJournal: own !== null } })
  const journal = useSelector(source, selectJournal)
  const entries = useMemo(() => (journal ? shelf.get(journal.id) : []), [journal, shelf])

  return (
    <div className={styles.screen}>
      <JournalSourceBar
        source={source}
        onExport={() => downloadJson(journalFileName(new Date()), toJournalExport([...entries]))}
      />
      {journal && (
        <Suspense fallback={<p role="status">Loading the machines…</p>}>
          <JournalBrowser key={journal.id} entries={entries} />
        </Suspense>
      )}
    </div>
  )
}

/** The table, its filters and the replay of one journal. */
function JournalBrowser({ entries }: { entries: readonly JournalEntry[] }) {
  const machines = useMachineRegistry()
  const replay = useMemo(() => replayJournal(entries, machines), [entries, machines])
  const steps = useMemo(() => new Map(replay.steps.map((step) => [step.entry.seq, step])), [replay])
  const actors = useMemo(() => new Map(replay.actors.map((actor) => [actor.key, actor])), [replay])

  const filters = useJournaledActorRef(journalFiltersMachine, { input: {} })
  const values = useSelector(filters, selectFilters)
  const page = useSelector(filters, selectPage)
  const perPage = useSelector(filters, selectItemsPerPage)
  const matching = useMemo(
    () => queryEntries(entries, queryOfFilters(values)).entries,
    [entries, values],
  )

  const replayControl = useJournaledActorRef(journalReplayMachine, {
    input: { count: matching.length },
  })
  const position = useSelector(replayControl, selectPosition)
  // The list the replay's position points into: it catches up with `matching` in the effect
  // below, so a render between the two never pairs a position with the wrong list.
  const replayed = useRef(matching)
  const chosen = position === null ? undefined : replayed.current[position]

  // Other filters: the replay steps through the new list, from where the chosen event now is.
  useEffect(() => {
    const previous = replayed.current
    if (previous === matching) return
    const at = replayControl.getSnapshot().context.position
    const chosenSeq = at === null ? null : (previous[at]?.seq ?? null)
    replayed.current = matching
    const keys = matching.map((entry) => entry.seq)
    replayControl.send({
      type: 'replay.load',
      count: keys.length,
      position: positionAfterChange(keys, chosenSeq),
    })
  }, [matching, replayControl])
  // The table follows the replay to the page of the chosen event (also after other filters,
  // which start the table on its first page).
  useEffect(() => {
    if (position !== null && replayed.current === matching) {
      filters.send({ type: 'filters.reveal', index: position })
    }
  }, [position, matching, filters])

  const pageEntries = matching.slice((page - 1) * perPage, page * perPage)
  const step = chosen ? steps.get(chosen.seq) : undefined

  return (
    <>
      <section aria-labelledby="journal-events-title" className={styles.section}>
        <h2 id="journal-events-title" className={styles.sectionTitle}>
          Events
        </h2>
        <JournalFilterBar filters={filters} entries={entries} />
        <JournalTable
          entries={pageEntries}
          steps={steps}
          chosen={chosen?.seq ?? null}
          onChoose={(seq) =>
            replayControl.send({
              type: 'replay.choose',
              position: matching.findIndex((entry) => entry.seq === seq),
            })
          }
          emptyText={
            entries.length === 0 ? 'The journal has no events.' : 'No event matches these filters.'
          }
        />
        {matching.length > perPage && (
          <Pagination
            aria-label="Journal pages"
            totalItems={matching.length}
            itemsPerPage={perPage}
            currentPage={page}
            onPageChange={(next) => filters.send({ type: 'filters.goToPage', page: next })}
          />
        )}
      </section>
      <section aria-labelledby="journal-replay-title" className={styles.section}>
        <h2 id="journal-replay-title" className={styles.sectionTitle}>
          Replay
        </h2>
        <p>
          {replay.reproduced
            ? 'Replaying this journal through the machines reproduces every recorded state.'
            : 'Some events are not reproduced by replaying this journal: see the Replay column.'}{' '}
          Choose an event in the table, or step through the {matching.length} events shown.
        </p>
        <ReplayControl replay={replayControl} />
        {chosen && step && position !== null && (
          <ReplayPanel
            step={step}
            actor={actors.get(actorKeyOf(chosen))}
            machine={machines[chosen.machine]}
            position={position + 1}
            count={matching.length}
          />
        )}
      </section>
    </>
  )
}
